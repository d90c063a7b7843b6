import { Send } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { saoPauloInputsToIso } from '../../../shared/dates';
import { LINKEDIN_COMMENTARY_MAX, LINKEDIN_MESSAGES } from '../../../shared/linkedin/schema';
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
import { useCarouselCaption } from '../instagram';
import { useLinkedinStatus, usePublishLinkedin } from './linkedin-api';
import { LinkedinPosts } from './linkedin-posts';

export interface LinkedinCarousel {
  id: string;
  title: string;
}

function PublishForm({ carousel, onDone }: { carousel: LinkedinCarousel; onDone: () => void }) {
  const savedCaption = useCarouselCaption(carousel.id);
  const publish = usePublishLinkedin(carousel.id);
  const [legenda, setLegenda] = useState<string | null>(null);
  const [mode, setMode] = useState<PublishWhen>('agora');
  const [schedule, setSchedule] = useState(defaultSchedule);
  const [error, setError] = useState<string | null>(null);

  const caption = legenda ?? savedCaption.data ?? '';
  const tooLong =
    caption.length > LINKEDIN_COMMENTARY_MAX
      ? `A legenda do LinkedIn pode ter no máximo ${LINKEDIN_COMMENTARY_MAX.toLocaleString('pt-BR')} caracteres (tem ${caption.length.toLocaleString('pt-BR')}).`
      : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const at = mode === 'agora' ? null : saoPauloInputsToIso(schedule.date, schedule.time);
    if (mode === 'agendar' && !at) return setError('Escolha uma data e um horário válidos.');
    try {
      await publish.mutateAsync({ legenda: caption, agendar_para: at });
      toast.success(mode === 'agora' ? 'Publicação enviada ao LinkedIn.' : 'Publicação agendada.');
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
        error={tooLong ?? undefined}
        description={
          <span aria-live="polite" data-testid="linkedin-caption-counter">
            {caption.length.toLocaleString('pt-BR')} / {LINKEDIN_COMMENTARY_MAX.toLocaleString('pt-BR')}{' '}
            caracteres
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
      <p className="text-xs text-muted-foreground">
        O LinkedIn mostra o PDF do carrossel como um documento que se passa página a página.
      </p>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <DialogFooter>
        <Button type="submit" loading={publish.isPending} disabled={tooLong !== null}>
          {publish.isPending ? null : <Send aria-hidden="true" />}
          {mode === 'agora' ? 'Publicar agora' : 'Agendar publicação'}
        </Button>
      </DialogFooter>
    </form>
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
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (open) setSent(false);
  }, [open]);
  const account = status.data?.conta ?? null;

  let body: ReactNode;
  if (status.isPending) {
    body = <Skeleton className="h-24 w-full" />;
  } else if (!account || account.precisa_reconectar) {
    body = (
      <div className="flex flex-col gap-3 text-sm">
        <p role="alert">{account ? LINKEDIN_MESSAGES.reconnect : LINKEDIN_MESSAGES.notConnected}</p>
        <Button asChild className="self-start">
          <Link to="/conta">Ir para Minha conta</Link>
        </Button>
      </div>
    );
  } else if (sent) {
    body = (
      <div className="flex flex-col gap-3">
        <LinkedinPosts carouselId={carousel.id} limit={1} />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Concluir
          </Button>
        </DialogFooter>
      </div>
    );
  } else {
    body = <PublishForm carousel={carousel} onDone={() => setSent(true)} />;
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Publicar no LinkedIn</DialogTitle>
          <DialogDescription>
            {account && !account.precisa_reconectar
              ? `${carousel.title} · como documento no perfil de ${account.nome}, sem custo de créditos.`
              : carousel.title}
          </DialogDescription>
        </DialogHeader>
        {body}
      </DialogContent>
    </Dialog>
  );
}
