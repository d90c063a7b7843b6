import { ChevronRight, LifeBuoy, MessageSquareReply } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/dates';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { getErrorMessage } from '../../lib/api-client';
import { TicketStatusBadge } from './admin/ticket-status-badge';
import { useMyTickets } from './conversation-api';
import { SupportTicketDialog } from './support-ticket-dialog';

/** "Meus chamados" (/meus-chamados): the user's tickets, the latest activity first, each opening its conversation. */
export function Component() {
  const tickets = useMyTickets();
  const [opening, setOpening] = useState(false);
  const items = tickets.data?.items ?? [];
  const newTicket = (
    <Button onClick={() => setOpening(true)}>
      <LifeBuoy aria-hidden="true" />
      Abrir Chamado
    </Button>
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Meus chamados"
        description="Acompanhe seus chamados, leia as respostas da equipe e responda por aqui."
        actions={newTicket}
      />
      {tickets.isError ? (
        <LoadError
          message={getErrorMessage(tickets.error, 'Não foi possível carregar seus chamados.')}
          onRetry={() => void tickets.refetch()}
        />
      ) : tickets.isPending ? (
        <ul className="flex flex-col gap-3" aria-busy="true" aria-label="Carregando chamados">
          {['a', 'b', 'c'].map((key) => (
            <li key={key} className="flex flex-col gap-2 rounded-xl border bg-card p-4">
              <Skeleton className="h-5 w-1/3" />
              <Skeleton className="h-4 w-2/3" />
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <EmptyState
          icon={LifeBuoy}
          title="Você ainda não abriu chamados"
          description="Se algo não funcionar como esperado, abra um chamado: a equipe responde por aqui e por e-mail."
          action={newTicket}
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Meus chamados">
          {items.map((ticket) => (
            <li key={ticket.id}>
              <Link
                to={`/meus-chamados/${ticket.id}`}
                className="group flex items-center gap-3 rounded-xl border bg-card p-4 shadow-soft transition-colors hover:border-primary/40 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-mono text-xs font-semibold">{ticket.protocol}</span>
                    <TicketStatusBadge status={ticket.status} />
                    {ticket.answered ? (
                      <span className="inline-flex items-center gap-1 text-xs font-medium text-primary">
                        <MessageSquareReply className="size-3.5" aria-hidden="true" />
                        Respondido pela equipe
                      </span>
                    ) : null}
                  </div>
                  <span className="line-clamp-2 font-medium text-foreground">{ticket.title}</span>
                  <span className="text-xs text-muted-foreground">
                    Atualizado em {formatDateTime(ticket.updated_at)} ·{' '}
                    {ticket.replies === 1 ? '1 resposta' : `${ticket.replies} respostas`}
                  </span>
                </div>
                <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <SupportTicketDialog open={opening} onOpenChange={setOpening} hasSession />
    </div>
  );
}
