import type { SlideFormat } from '../../../shared/carousels/formats';
import {
  CAPTION_LIMITS,
  captionProblem,
  listHashtags,
  listMentions,
} from '../../../shared/carousels/slide-limits';
import { INSTAGRAM_MESSAGES } from '../../../shared/instagram/schema';
import {
  connectionProblem,
  PublishDialogFrame,
  PublishForm,
} from '../../components/publishing/publish-dialog';
import { useCarouselCaption, useInstagramStatus, usePublishInstagram } from './instagram-api';
import { InstagramPosts } from './instagram-posts';

export interface PublishableCarousel {
  id: string;
  title: string;
  formato: SlideFormat;
  /** How many slides the shown version has: more than Instagram takes is said before the dialog opens. */
  slides: number;
}

/** Instagram's three limits, counted as the caption is written. */
function counter(caption: string): string {
  const tags = listHashtags(caption).length;
  const mentions = listMentions(caption).length;
  return `${caption.length.toLocaleString('pt-BR')} / ${CAPTION_LIMITS.chars.toLocaleString('pt-BR')} caracteres · ${tags} / ${CAPTION_LIMITS.hashtags} hashtags · ${mentions} / ${CAPTION_LIMITS.mentions} marcações com @`;
}

/** The caption read and the post sent only once the form shows (every history card has a closed dialog). */
function InstagramForm({
  carouselId,
  mediaWarning,
  onDone,
}: {
  carouselId: string;
  mediaWarning: string | null;
  onDone: () => void;
}) {
  const savedCaption = useCarouselCaption(carouselId);
  const publish = usePublishInstagram(carouselId);
  return (
    <PublishForm
      network="Instagram"
      savedCaption={savedCaption}
      counter={counter}
      // Instagram's three limits, checked before anything is sent.
      problem={captionProblem}
      notes={
        mediaWarning ? (
          <p
            role="note"
            data-testid="media-warning"
            className="rounded-lg border border-warning/25 bg-warning-soft px-3 py-2 text-sm text-warning-soft-foreground"
          >
            {mediaWarning}
          </p>
        ) : null
      }
      publish={publish.mutateAsync}
      isPublishing={publish.isPending}
      onDone={onDone}
    />
  );
}

/** "Publicar no Instagram": what blocks it (format, connection), else the caption and when; then its live status. */
export function PublishDialog({
  carousel,
  open,
  onOpenChange,
}: {
  carousel: PublishableCarousel;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const status = useInstagramStatus();
  const account = status.data?.conta ?? null;

  return (
    <PublishDialogFrame
      network="Instagram"
      title={carousel.title}
      destination={account ? `no feed de @${account.username}` : null}
      open={open}
      onOpenChange={onOpenChange}
      blocked={carousel.formato === 'stories' ? INSTAGRAM_MESSAGES.storiesFormat : null}
      isLoading={status.isPending}
      connectionProblem={connectionProblem(account, INSTAGRAM_MESSAGES)}
      sentPost={<InstagramPosts carouselId={carousel.id} limit={1} />}
      form={(onDone) => (
        <InstagramForm
          carouselId={carousel.id}
          mediaWarning={status.data?.aviso_midia ?? null}
          onDone={onDone}
        />
      )}
    />
  );
}
