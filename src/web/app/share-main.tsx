import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installPortugueseValidationMessages } from '../../shared/zod-locale';
import { SharedCarouselPage } from '../features/share-links/shared-carousel-page';
import { createQueryClient } from '../lib/query-client';
import '../styles.css';

/**
 * The light entry of /c/{token} (share.html): the people who open a shared carousel are followers on a phone, so
 * this page is one JavaScript file with no router, no session and none of the app's code
 * (docs/decisions/0018-fast-on-a-phone.md).
 */
installPortugueseValidationMessages();

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root não encontrado.');
const token = decodeURIComponent(window.location.pathname.replace(/^\/c\//, '').split('/')[0] ?? '');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <SharedCarouselPage token={token} />
    </QueryClientProvider>
  </StrictMode>,
);
