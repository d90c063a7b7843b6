import { Send } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { SlideFormat } from '../../../shared/carousels/formats';
import {
  CAPTION_LIMITS,
  captionProblem,
  listHashtags,
  listMentions,
} from '../../../shared/carousels/slide-limits';
import { saoPauloInputsToIso } from '../../../shared/dates';
import { INSTAGRAM_MESSAGES } from '../../../shared/instagram/schema';
import { defaultSchedule, type PublishWhen, ScheduleFields } from '../../components/schedule-fields';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { ErrorAlert } from '../../components/ui/error-alert';
import { FormField } from '../../components/ui/form-field';
import { Skeleton } from '../../components/ui/skeleton';
import { Textarea } from '../../components/ui/textarea';
import { getErrorMessage } from '../../lib/api-client';
import { useCarouselCaption, useInstagramStatus, usePublishInstagram } from './instagram-api';
import { InstagramPosts } from './instagram-posts';

export interface PublishableCarousel {
  id: string;
  title: string;
  formato: SlideFormat;
  /** How many slides the shown version has: more than Instagram takes is said before the dialog opens. */
  slides: number;
}

function PublishForm({
  carousel,
  mediaWarning,
  onDone,
}: {
  carousel: PublishableCarousel;
  mediaWarning: string | null;
  onDone: () => void;
}) {
  const savedCaption = useCarouselCaption(carousel.id);
  const publish = usePublishInstagram(carousel.id);
  const [legenda, setLegenda] = useState<string | null>(null);
  const [mode, setMode] = useState<PublishWhen>('agora');
  const [schedule, setSchedule] = useState(defaultSchedule);
  const [error, setError] = useState<string | null>(null);
  const counterId = useId();

  const caption = legenda ?? savedCaption.data ?? '';
  const tags = listHashtags(caption).length;
  const mentions = listMentions(caption).length;
  // Instagram's three limits, checked before anything is sent.
  const problem = captionProblem(caption);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const at = mode === 'agora' ? null : saoPauloInputsToIso(schedule.date, schedule.time);
    if (mode === 'agendar' && !at) return setError('Escolha uma data e um horário válidos.');
    try {
      await publish.mutateAsync({ legenda: caption, agendar_para: at });
      toast.success(mode === 'agora' ? 'Publicação enviada ao Instagram.' : 'Publicação agendada.');
      onDone();
    } catch (failure) {
      setError(getErrorMessage(failure, 'Não foi possível publicar. Tente novamente.'));
    }
  };

  if (savedCaption.isPending) return <Skeleton className="h-48 w-full" />;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormField
        label="Legenda"
        error={problem ?? undefined}
        description={
          <span id={counterId} aria-live="polite" data-testid="caption-counter">
            {caption.length.toLocaleString('pt-BR')} / {CAPTION_LIMITS.chars.toLocaleString('pt-BR')}{' '}
            caracteres · {tags} / {CAPTION_LIMITS.hashtags} hashtags · {mentions} / {CAPTION_LIMITS.mentions}{' '}
            marcações com @
          </span>
        }
      >
        <Textarea
          value={caption}
          onChange={(event) => setLegenda(event.target.value)}
          rows={6}
          className="max-h-64"
        />
      </FormField>

      <ScheduleFields mode={mode} onModeChange={setMode} schedule={schedule} onScheduleChange={setSchedule} />

      {mediaWarning ? (
        <p
          role="note"
          data-testid="media-warning"
          className="rounded-lg border border-warning/25 bg-warning-soft px-3 py-2 text-sm text-warning-soft-foreground"
        >
          {mediaWarning}
        </p>
      ) : null}

      {error ? <ErrorAlert>{error}</ErrorAlert> : null}

      <DialogFooter>
        <Button type="submit" loading={publish.isPending} disabled={problem !== null}>
          {publish.isPending ? null : <Send aria-hidden="true" />}
          {mode === 'agora' ? 'Publicar agora' : 'Agendar publicação'}
        </Button>
      </DialogFooter>
    </form>
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
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (open) setSent(false);
  }, [open]);
  const account = status.data?.conta ?? null;

  let body: ReactNode;
  if (carousel.formato === 'stories') {
    body = (
      <p role="alert" className="text-sm text-foreground">
        {INSTAGRAM_MESSAGES.storiesFormat}
      </p>
    );
  } else if (status.isPending) {
    body = <Skeleton className="h-24 w-full" />;
  } else if (!account || account.precisa_reconectar) {
    body = (
      <div className="flex flex-col gap-3 text-sm">
        <p role="alert">{account ? INSTAGRAM_MESSAGES.reconnect : INSTAGRAM_MESSAGES.notConnected}</p>
        <Button asChild className="self-start">
          <Link to="/conta">Ir para Minha conta</Link>
        </Button>
      </div>
    );
  } else if (sent) {
    body = (
      <div className="flex flex-col gap-3">
        <InstagramPosts carouselId={carousel.id} limit={1} />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Concluir
          </Button>
        </DialogFooter>
      </div>
    );
  } else {
    body = (
      <PublishForm
        carousel={carousel}
        mediaWarning={status.data?.aviso_midia ?? null}
        onDone={() => setSent(true)}
      />
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Publicar no Instagram</DialogTitle>
          <DialogDescription>
            {account && !account.precisa_reconectar
              ? `${carousel.title} · no feed de @${account.username}, sem custo de créditos.`
              : carousel.title}
          </DialogDescription>
        </DialogHeader>
        {body}
      </DialogContent>
    </Dialog>
  );
}
