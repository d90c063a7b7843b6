import { CircleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { LIMITS } from '../../../shared/constants';
import { formatDateTime } from '../../../shared/dates';
import { SUPPORT_STATUS_LABELS } from '../../../shared/support/messages';
import { type SupportMessage, supportReplyBodySchema } from '../../../shared/support/schemas';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/textarea';
import { getErrorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';

/**
 * A ticket's conversation, oldest first: the opening text, then each reply and each status change. `viewer`
 * says whose bubbles sit on the right (the reader's own).
 */
export function TicketThread({
  opening,
  messages,
  viewer,
}: {
  opening: { author: string; body: string; createdAt: string };
  messages: SupportMessage[];
  viewer: 'user' | 'team';
}) {
  return (
    <ol className="flex flex-col gap-3" aria-label="Conversa do chamado">
      <Bubble
        own={viewer === 'user'}
        author={opening.author}
        body={opening.body}
        createdAt={opening.createdAt}
      />
      {messages.map((message) =>
        message.author === 'system' ? (
          <li key={message.id} className="flex flex-col items-center gap-0.5 py-1 text-center">
            <span className="rounded-full bg-muted px-3 py-1 text-xs font-medium text-foreground">
              Status: {message.status ? SUPPORT_STATUS_LABELS[message.status] : '--'}
            </span>
            <span className="text-xs text-muted-foreground">
              {message.body} · <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
            </span>
          </li>
        ) : (
          <Bubble
            key={message.id}
            own={message.author === viewer}
            author={
              message.author === 'user' && viewer === 'user'
                ? 'Você'
                : (message.author_name ?? (message.author === 'user' ? 'Usuário' : 'Equipe'))
            }
            body={message.body}
            createdAt={message.created_at}
          />
        ),
      )}
    </ol>
  );
}

function Bubble({
  own,
  author,
  body,
  createdAt,
}: {
  own: boolean;
  author: string;
  body: string;
  createdAt: string;
}) {
  return (
    <li className={cn('flex flex-col gap-1', own ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'max-w-[90%] rounded-2xl border px-4 py-3 text-sm leading-relaxed sm:max-w-[80%]',
          own ? 'rounded-br-sm bg-primary/10' : 'rounded-bl-sm bg-card',
        )}
      >
        <p className="mb-1 text-xs font-semibold text-foreground">{author}</p>
        <p className="whitespace-pre-wrap break-words text-foreground">{body}</p>
      </div>
      <time dateTime={createdAt} className="px-1 text-xs text-muted-foreground tabular-nums">
        {formatDateTime(createdAt)}
      </time>
    </li>
  );
}

/** The box under a conversation: checked by the shared rule, cleared once the server took the reply. */
export function ReplyForm({
  label,
  placeholder,
  onSend,
  disabledReason,
}: {
  label: string;
  placeholder: string;
  onSend: (body: string) => Promise<unknown>;
  /** When set, the form is replaced by this sentence (a closed ticket). */
  disabledReason?: string;
}) {
  const [body, setBody] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const errorId = useId();
  if (disabledReason) {
    return <p className="rounded-lg bg-muted px-4 py-3 text-sm text-muted-foreground">{disabledReason}</p>;
  }
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        const parsed = supportReplyBodySchema.safeParse({ body });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? '');
          return;
        }
        setSending(true);
        setError('');
        try {
          await onSend(parsed.data.body);
          setBody('');
        } catch (failure) {
          setError(getErrorMessage(failure, 'Não foi possível enviar agora. Tente novamente.'));
        } finally {
          setSending(false);
        }
      }}
    >
      <FormField label={label} description={`${body.length}/${LIMITS.supportDescriptionMax}`}>
        <Textarea
          value={body}
          maxLength={LIMITS.supportDescriptionMax}
          placeholder={placeholder}
          rows={3}
          className="max-h-48"
          disabled={sending}
          aria-errormessage={error ? errorId : undefined}
          onChange={(event) => setBody(event.target.value)}
        />
      </FormField>
      {error ? (
        <p
          id={errorId}
          role="alert"
          className="flex items-start gap-2 text-sm text-destructive-soft-foreground"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      ) : null}
      <Button type="submit" className="self-end" loading={sending}>
        {sending ? 'Enviando...' : 'Enviar resposta'}
      </Button>
    </form>
  );
}
