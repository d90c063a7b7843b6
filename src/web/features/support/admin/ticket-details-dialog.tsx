import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { SUPPORT_TICKET_STATUSES, type SupportTicketStatus } from '../../../../shared/constants';
import { formatAdminDate } from '../../../../shared/dates';
import { SUPPORT_STATUS_LABELS } from '../../../../shared/support/messages';
import { formatPhone } from '../../../../shared/support/phone';
import type { SupportTicket } from '../../../../shared/support/schemas';
import { getTicketSeverityLabel } from '../../../../shared/support/severity';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { LoadError } from '../../../components/ui/load-error';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { getErrorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useReplyAsTeam, useTicketThread } from '../conversation-api';
import { ReplyForm, TicketThread } from '../ticket-thread';
import { getTicketProtocol } from './ticket-protocol';
import { TicketStatusBadge } from './ticket-status-badge';
import { useUpdateSupportTicketStatus } from './tickets-api';

function Detail({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('grid gap-0.5', className)}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words text-foreground">{children}</dd>
    </div>
  );
}

/** Everything the user sent, and the status control. Keyed by ticket id so the draft status resets per ticket. */
export function TicketDetailsDialog({
  ticket,
  onOpenChange,
}: {
  ticket: SupportTicket | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={ticket !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        {ticket ? <TicketDetails key={ticket.id} ticket={ticket} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function TicketDetails({ ticket: listed, onDone }: { ticket: SupportTicket; onDone: () => void }) {
  const thread = useTicketThread(listed.id);
  const reply = useReplyAsTeam(listed.id);
  // The list's copy until the thread arrives, then the fresh one (a reply may have moved the status).
  const ticket = thread.data?.ticket ?? listed;
  const [status, setStatus] = useState<SupportTicketStatus>(listed.status);
  const update = useUpdateSupportTicketStatus();
  const protocol = getTicketProtocol(ticket);

  return (
    <>
      <DialogHeader>
        <DialogTitle>
          Chamado {protocol}: {ticket.title}
        </DialogTitle>
        <DialogDescription className="flex flex-wrap items-center gap-2">
          <TicketStatusBadge status={ticket.status} />
          <span>Aberto em {formatAdminDate(ticket.created_at)}</span>
        </DialogDescription>
      </DialogHeader>
      <section aria-label="Conversa" className="flex flex-col gap-4 rounded-xl border bg-muted/40 p-4">
        {thread.isError ? (
          <LoadError
            message={getErrorMessage(thread.error, 'Não foi possível carregar a conversa.')}
            onRetry={() => void thread.refetch()}
          />
        ) : (
          <TicketThread
            viewer="team"
            opening={{
              author: ticket.name ?? 'Usuário removido',
              body: ticket.description,
              createdAt: ticket.created_at,
            }}
            messages={thread.data?.messages ?? []}
          />
        )}
        <ReplyForm
          label="Responder ao usuário"
          placeholder="A resposta vai para a tela do usuário e para o e-mail dele."
          onSend={async (body) => {
            const answer = await reply.mutateAsync({ body });
            setStatus(answer.ticket.status);
            toast.success('Resposta enviada ao usuário.');
          }}
        />
      </section>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Detail label="Usuário">{ticket.name ?? 'Usuário removido'}</Detail>
        <Detail label="E-mail">{ticket.email ?? '-'}</Detail>
        <Detail label="Telefone">{ticket.phone ? formatPhone(ticket.phone) : '-'}</Detail>
        <Detail label="Gravidade">{getTicketSeverityLabel(ticket.severity)}</Detail>
        <Detail label="Página de origem">{ticket.source_page ?? '-'}</Detail>
        <Detail label="Versão do app">{ticket.app_version ?? '-'}</Detail>
        <Detail label="Confirmação enviada em">{formatAdminDate(ticket.ack_sent_at)}</Detail>
        <Detail label="Atualizado em">{formatAdminDate(ticket.updated_at)}</Detail>
        <Detail label="Navegador (User-Agent)" className="sm:col-span-2">
          <span className="font-mono text-xs">{ticket.ua ?? '-'}</span>
        </Detail>
      </dl>
      <form
        className="grid gap-2 border-t pt-4"
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate({ id: ticket.id, status }, { onSuccess: onDone });
        }}
      >
        <Label htmlFor="ticket-status">Status do chamado</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Select value={status} onValueChange={(value) => setStatus(value as SupportTicketStatus)}>
            <SelectTrigger id="ticket-status" className="sm:w-64">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {SUPPORT_TICKET_STATUSES.map((option) => (
                <SelectItem key={option} value={option}>
                  {SUPPORT_STATUS_LABELS[option]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <DialogFooter className="pt-0 sm:ml-auto">
            <Button type="submit" loading={update.isPending} disabled={status === ticket.status}>
              Salvar status
            </Button>
          </DialogFooter>
        </div>
      </form>
    </>
  );
}
