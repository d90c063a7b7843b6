import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { useInstagramStatus } from './instagram-api';
import { type PublishableCarousel, PublishDialog } from './publish-dialog';

/** "Publicar no Instagram" and its dialog; nothing when the server has publishing off. */
export function PublishToInstagramButton({ carousel }: { carousel: PublishableCarousel }) {
  const status = useInstagramStatus();
  const [open, setOpen] = useState(false);
  if (!status.data?.disponivel) return null;
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={`Publicar no Instagram: ${carousel.title}`}
        onClick={() => setOpen(true)}
      >
        <Send aria-hidden="true" />
        Publicar no Instagram
      </Button>
      <PublishDialog carousel={carousel} open={open} onOpenChange={setOpen} />
    </>
  );
}
