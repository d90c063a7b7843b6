import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import {
  readEmbeddedSharedCarousel,
  readSharedCarousel,
  SharedCarouselLightPage,
} from '../features/share-links/shared-carousel-light-page';
import '../styles.css';

/**
 * The light entry of /c/{token} (share.html): the people who open a shared carousel are followers on a phone, so
 * this page is one JavaScript file with no router, no session, no query client, no zod and none of the app's code
 * (docs/decisions/0018-fast-on-a-phone.md, steps 4 and 8). The build paints the screen's first state (the header
 * and 'Abrindo o carrossel...') into the HTML. For a live link the server sends the answer inside the page and
 * names the first slide's image there (a preload), so the page draws the carousel without a read of its own;
 * otherwise the carousel is asked for before React starts. React draws over the painted copy as a transition, in
 * short slices.
 */
const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado.');
const token = decodeURIComponent(window.location.pathname.replace(/^\/c\//, '').split('/')[0] ?? '');
// A live link's answer comes inside the page (the server looked it up); otherwise it is asked for as before.
const answer = readEmbeddedSharedCarousel() ?? readSharedCarousel(token);
// Handled by the page; this keeps a refused read from being reported as unhandled before React subscribes.
if (answer instanceof Promise) answer.catch(() => undefined);
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <SharedCarouselLightPage answer={answer} />
    </StrictMode>,
  );
});
