import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { INSTAGRAM_CAROUSEL_RANGE, INSTAGRAM_MESSAGES } from '../../../shared/instagram/schema';
import { Button } from '../../components/ui/button';
import { useInstagramStatus } from './instagram-api';
import { type PublishableCarousel, PublishDialog } from './publish-dialog';

/**
 * "Publicar no Instagram" and its dialog; nothing when the server has publishing off. A carousel with more
 * slides than Instagram takes says so beside a disabled button, before anyone opens the dialog.
 */
export function PublishToInstagramButton({ carousel }: { carousel: PublishableCarousel }) {
  const status = useInstagramStatus();
  const [open, setOpen] = useState(false);
  const noteId = useId();
  if (!status.data?.disponivel) return null;
  const tooMany = carousel.slides > INSTAGRAM_CAROUSEL_RANGE.max;
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={`Publicar no Instagram: ${carousel.title}`}
        aria-describedby={tooMany ? noteId : undefined}
        disabled={tooMany}
        onClick={() => setOpen(true)}
      >
        <Send aria-hidden="true" />
        Publicar no Instagram
      </Button>
      {tooMany ? (
        <p id={noteId} className="basis-full text-xs text-muted-foreground" data-testid="too-many-slides">
          {INSTAGRAM_MESSAGES.tooManySlides(carousel.slides)}
        </p>
      ) : null}
      <PublishDialog carousel={carousel} open={open} onOpenChange={setOpen} />
    </>
  );
}
