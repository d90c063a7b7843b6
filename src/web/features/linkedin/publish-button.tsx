import { PublishButton } from '../../components/publishing/publish-button';
import { useLinkedinStatus } from './linkedin-api';
import { type LinkedinCarousel, PublishLinkedinDialog } from './publish-dialog';

/** "Publicar no LinkedIn" and its dialog; nothing when the server has LinkedIn publishing off. */
export function PublishToLinkedinButton({ carousel }: { carousel: LinkedinCarousel }) {
  const status = useLinkedinStatus();
  if (!status.data?.disponivel) return null;
  return (
    <PublishButton
      network="LinkedIn"
      title={carousel.title}
      dialog={(open, onOpenChange) => (
        <PublishLinkedinDialog carousel={carousel} open={open} onOpenChange={onOpenChange} />
      )}
    />
  );
}
