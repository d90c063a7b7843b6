import { Send } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../ui/button';

/**
 * "Publicar no {network}" (any network) and the dialog it opens. `blockedNote` says, beside a disabled button,
 * why this carousel cannot go to the network, before anyone opens the dialog.
 */
export function PublishButton({
  network,
  title,
  blockedNote = null,
  dialog,
}: {
  network: string;
  /** The carousel's title, in the button's accessible name (a list has one button per carousel). */
  title: string;
  blockedNote?: string | null;
  dialog: (open: boolean, onOpenChange: (open: boolean) => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const noteId = useId();
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={`Publicar no ${network}: ${title}`}
        aria-describedby={blockedNote ? noteId : undefined}
        disabled={blockedNote !== null}
        onClick={() => setOpen(true)}
      >
        <Send aria-hidden="true" />
        Publicar no {network}
      </Button>
      {blockedNote ? (
        <p
          id={noteId}
          className="basis-full text-xs text-muted-foreground"
          data-testid="publish-blocked-note"
        >
          {blockedNote}
        </p>
      ) : null}
      {dialog(open, setOpen)}
    </>
  );
}
