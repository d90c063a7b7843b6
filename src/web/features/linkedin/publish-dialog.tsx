import { LINKEDIN_COMMENTARY_MAX, LINKEDIN_MESSAGES } from '../../../shared/linkedin/schema';
import {
  connectionProblem,
  PublishDialogFrame,
  PublishForm,
} from '../../components/publishing/publish-dialog';
import { useCarouselCaption } from '../instagram';
import { useLinkedinStatus, usePublishLinkedin } from './linkedin-api';
import { LinkedinPosts } from './linkedin-posts';

export interface LinkedinCarousel {
  id: string;
  title: string;
}

const counter = (caption: string) =>
  `${caption.length.toLocaleString('pt-BR')} / ${LINKEDIN_COMMENTARY_MAX.toLocaleString('pt-BR')} caracteres`;

/** LinkedIn's one limit for a post's commentary, checked before anything is sent. */
const problem = (caption: string) =>
  caption.length > LINKEDIN_COMMENTARY_MAX
    ? `A legenda do LinkedIn pode ter no máximo ${LINKEDIN_COMMENTARY_MAX.toLocaleString('pt-BR')} caracteres (tem ${caption.length.toLocaleString('pt-BR')}).`
    : null;

/** The caption read and the post sent only once the form shows (every history card has a closed dialog). */
function LinkedinForm({ carouselId, onDone }: { carouselId: string; onDone: () => void }) {
  const savedCaption = useCarouselCaption(carouselId);
  const publish = usePublishLinkedin(carouselId);
  return (
    <PublishForm
      network="LinkedIn"
      savedCaption={savedCaption}
      counter={counter}
      problem={problem}
      notes={
        <p className="text-xs text-muted-foreground">
          O LinkedIn mostra o PDF do carrossel como um documento que se passa página a página.
        </p>
      }
      publish={publish.mutateAsync}
      isPublishing={publish.isPending}
      onDone={onDone}
    />
  );
}

/** "Publicar no LinkedIn": the connection first, else the caption and when; then the post's live status. */
export function PublishLinkedinDialog({
  carousel,
  open,
  onOpenChange,
}: {
  carousel: LinkedinCarousel;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const status = useLinkedinStatus();
  const account = status.data?.conta ?? null;

  return (
    <PublishDialogFrame
      network="LinkedIn"
      title={carousel.title}
      destination={account ? `como documento no perfil de ${account.nome}` : null}
      open={open}
      onOpenChange={onOpenChange}
      isLoading={status.isPending}
      connectionProblem={connectionProblem(account, LINKEDIN_MESSAGES)}
      sentPost={<LinkedinPosts carouselId={carousel.id} limit={1} />}
      form={(onDone) => <LinkedinForm carouselId={carousel.id} onDone={onDone} />}
    />
  );
}
