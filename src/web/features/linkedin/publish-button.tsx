import { lazy, Suspense } from 'react';
import { PublishButton } from '../../components/publishing/publish-button';
import { useMayEdit } from '../auth';
import { useLinkedinStatus } from './linkedin-api';
import type { LinkedinCarousel } from './publish-dialog';

// Loaded at the first tap, like Instagram's (instagram/publish-button.tsx).
const PublishLinkedinDialog = lazy(() =>
  import('./publish-dialog').then((module) => ({ default: module.PublishLinkedinDialog })),
);

/** "Publicar no LinkedIn" and its dialog; nothing when the server has LinkedIn publishing off. */
export function PublishToLinkedinButton({ carousel }: { carousel: LinkedinCarousel }) {
  const status = useLinkedinStatus();
  // Publishing takes an editor (docs/workspaces.md): a leitor is not offered it.
  const mayEdit = useMayEdit();
  if (!status.data?.disponivel || !mayEdit) return null;
  return (
    <PublishButton
      network="LinkedIn"
      title={carousel.title}
      dialog={(open, onOpenChange) =>
        open ? (
          <Suspense fallback={null}>
            <PublishLinkedinDialog carousel={carousel} open={open} onOpenChange={onOpenChange} />
          </Suspense>
        ) : null
      }
    />
  );
}
