import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { useLinkedinStatus } from './linkedin-api';
import { type LinkedinCarousel, PublishLinkedinDialog } from './publish-dialog';

/** "Publicar no LinkedIn" and its dialog; nothing when the server has LinkedIn publishing off. */
export function PublishToLinkedinButton({ carousel }: { carousel: LinkedinCarousel }) {
  const status = useLinkedinStatus();
  const [open, setOpen] = useState(false);
  if (!status.data?.disponivel) return null;
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={`Publicar no LinkedIn: ${carousel.title}`}
        onClick={() => setOpen(true)}
      >
        <Send aria-hidden="true" />
        Publicar no LinkedIn
      </Button>
      <PublishLinkedinDialog carousel={carousel} open={open} onOpenChange={setOpen} />
    </>
  );
}
