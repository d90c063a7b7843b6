import { formatAdminDate } from '../../../../shared/dates';
import type { SupportTicket } from '../../../../shared/support/schemas';
import { Button } from '../../../components/ui/button';
import { getTicketProtocol } from './ticket-protocol';
import { TicketStatusBadge } from './ticket-status-badge';

/** One ticket on a phone: the same facts as a table row, stacked. */
export function TicketCard({ ticket, onOpen }: { ticket: SupportTicket; onOpen: () => void }) {
  const protocol = getTicketProtocol(ticket);
  return (
    <article className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-soft">
      <div className="flex items-center justify-between gap-2">
        <span className="font-mono text-xs font-semibold">{protocol}</span>
        <TicketStatusBadge status={ticket.status} />
      </div>
      <h2 className="line-clamp-2 text-sm font-semibold text-foreground">{ticket.title}</h2>
      <p className="truncate text-xs text-muted-foreground">
        {ticket.name ?? 'Usuário removido'} · {ticket.email ?? '-'}
      </p>
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs text-muted-foreground tabular-nums">
          {formatAdminDate(ticket.created_at)}
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={onOpen}
          aria-label={`Ver detalhes do chamado ${protocol}`}
        >
          Detalhes
        </Button>
      </div>
    </article>
  );
}
