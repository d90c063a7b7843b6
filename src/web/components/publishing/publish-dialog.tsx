import { Send } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { saoPauloInputsToIso } from '../../../shared/dates';
import { getErrorMessage } from '../../lib/api-client';
import { defaultSchedule, type PublishWhen, ScheduleFields } from '../schedule-fields';
import { Button } from '../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog';
import { ErrorAlert } from '../ui/error-alert';
import { FormField } from '../ui/form-field';
import { Skeleton } from '../ui/skeleton';
import { Textarea } from '../ui/textarea';

/** What a publish form sends (either network): the caption, and when (null: now). */
export interface PublishRequest {
  legenda: string;
  agendar_para: string | null;
}

/**
 * A publish form (any network): the caption, started from the carousel's and counted as the network counts it,
 * then when to publish, the network's notes, and the button. Nothing is sent while `problem` says what is wrong.
 */
export function PublishForm({
  network,
  savedCaption,
  counter,
  problem,
  notes,
  publish,
  isPublishing,
  onDone,
}: {
  network: string;
  /** The carousel's caption (legenda.txt) while it is read. */
  savedCaption: { isPending: boolean; data?: string | null };
  counter: (caption: string) => ReactNode;
  problem: (caption: string) => string | null;
  notes?: ReactNode;
  publish: (request: PublishRequest) => Promise<unknown>;
  isPublishing: boolean;
  onDone: () => void;
}) {
  const [legenda, setLegenda] = useState<string | null>(null);
  const [mode, setMode] = useState<PublishWhen>('agora');
  const [schedule, setSchedule] = useState(defaultSchedule);
  const [error, setError] = useState<string | null>(null);
  const caption = legenda ?? savedCaption.data ?? '';
  const blocked = problem(caption);
  // On a phone the dialog scrolls: the server's answer is brought into view, not left below the fold.
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const at = mode === 'agora' ? null : saoPauloInputsToIso(schedule.date, schedule.time);
    if (mode === 'agendar' && !at) return setError('Escolha uma data e um horário válidos.');
    try {
      await publish({ legenda: caption, agendar_para: at });
      toast.success(mode === 'agora' ? `Publicação enviada ao ${network}.` : 'Publicação agendada.');
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
        error={blocked ?? undefined}
        description={
          <span aria-live="polite" data-testid="caption-counter">
            {counter(caption)}
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
      {notes}
      {error ? (
        <div ref={errorRef}>
          <ErrorAlert>{error}</ErrorAlert>
        </div>
      ) : null}
      <DialogFooter>
        <Button type="submit" loading={isPublishing} disabled={blocked !== null}>
          {isPublishing ? null : <Send aria-hidden="true" />}
          {mode === 'agora' ? 'Publicar agora' : 'Agendar publicação'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** What keeps an account from publishing, in the network's words: not connected, or its connection ended. */
export function connectionProblem(
  account: { precisa_reconectar: boolean } | null,
  messages: { notConnected: string; reconnect: string },
): string | null {
  if (!account) return messages.notConnected;
  return account.precisa_reconectar ? messages.reconnect : null;
}

/**
 * "Publicar no {network}" (any network): what blocks it (the carousel, the connection), else the network's form;
 * once sent, the post's live status from the network's list.
 */
export function PublishDialogFrame({
  network,
  title,
  destination,
  open,
  onOpenChange,
  blocked = null,
  isLoading,
  connectionProblem,
  sentPost,
  form,
}: {
  network: string;
  /** The carousel's title. */
  title: string;
  /** Where it goes once connected (`no feed de @marca`); null otherwise. */
  destination: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Why this carousel cannot go to this network at all. */
  blocked?: string | null;
  isLoading: boolean;
  /** Not connected, or the connection ended: said with the way to Minha conta. */
  connectionProblem: string | null;
  /** The post just sent, live. */
  sentPost: ReactNode;
  form: (onDone: () => void) => ReactNode;
}) {
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (open) setSent(false);
  }, [open]);

  let body: ReactNode;
  if (blocked) {
    body = (
      <p role="alert" className="text-sm text-foreground">
        {blocked}
      </p>
    );
  } else if (isLoading) {
    body = <Skeleton className="h-24 w-full" />;
  } else if (connectionProblem) {
    body = (
      <div className="flex flex-col gap-3 text-sm">
        <p role="alert">{connectionProblem}</p>
        <Button asChild className="self-start">
          <Link to="/conta">Ir para Minha conta</Link>
        </Button>
      </div>
    );
  } else if (sent) {
    body = (
      <div className="flex flex-col gap-3">
        {sentPost}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Concluir
          </Button>
        </DialogFooter>
      </div>
    );
  } else {
    body = form(() => setSent(true));
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Publicar no {network}</DialogTitle>
          <DialogDescription>
            {destination && !connectionProblem ? `${title} · ${destination}, sem custo de créditos.` : title}
          </DialogDescription>
        </DialogHeader>
        {body}
      </DialogContent>
    </Dialog>
  );
}
