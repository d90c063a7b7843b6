import { lazy, Suspense } from 'react';
import { INSTAGRAM_CAROUSEL_RANGE, INSTAGRAM_MESSAGES } from '../../../shared/instagram/schema';
import { PublishButton } from '../../components/publishing/publish-button';
import { useMayEdit } from '../auth';
import { useInstagramStatus } from './instagram-api';
import type { PublishableCarousel } from './publish-dialog';

// Loaded at the first tap: the history and the dashboard show the button on every card, rarely the dialog.
const PublishDialog = lazy(() =>
  import('./publish-dialog').then((module) => ({ default: module.PublishDialog })),
);

/**
 * "Publicar no Instagram" and its dialog; nothing when the server has publishing off. A carousel with more
 * slides than Instagram takes says so beside a disabled button, before anyone opens the dialog.
 */
export function PublishToInstagramButton({ carousel }: { carousel: PublishableCarousel }) {
  const status = useInstagramStatus();
  // Publishing takes an editor (docs/workspaces.md): a leitor is not offered it.
  const mayEdit = useMayEdit();
  if (!status.data?.disponivel || !mayEdit) return null;
  return (
    <PublishButton
      network="Instagram"
      title={carousel.title}
      blockedNote={
        carousel.slides > INSTAGRAM_CAROUSEL_RANGE.max
          ? INSTAGRAM_MESSAGES.tooManySlides(carousel.slides)
          : null
      }
      dialog={(open, onOpenChange) =>
        open ? (
          <Suspense fallback={null}>
            <PublishDialog carousel={carousel} open={open} onOpenChange={onOpenChange} />
          </Suspense>
        ) : null
      }
    />
  );
}
