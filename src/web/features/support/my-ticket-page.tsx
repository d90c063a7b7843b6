import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../shared/dates';
import { SUPPORT_MESSAGES } from '../../../shared/support/messages';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { getErrorMessage } from '../../lib/api-client';
import { TicketStatusBadge } from './admin/ticket-status-badge';
import { useMyTicket, useReplyToMyTicket } from './conversation-api';
import { ReplyForm, TicketThread } from './ticket-thread';

/** One of the user's tickets (/meus-chamados/{id}): its status, the conversation and the reply box. */
export function Component() {
  const { id = '' } = useParams();
  const thread = useMyTicket(id);
  const reply = useReplyToMyTicket(id);
  const back = (
    <Button asChild variant="outline">
      <Link to="/meus-chamados">
        <ArrowLeft aria-hidden="true" />
        Meus chamados
      </Link>
    </Button>
  );

  if (thread.isError) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title="Chamado" actions={back} />
        <LoadError
          message={getErrorMessage(thread.error, 'Não foi possível carregar este chamado.')}
          onRetry={() => void thread.refetch()}
        />
      </div>
    );
  }
  if (thread.isPending) {
    return (
      <div className="flex flex-col gap-6" aria-busy="true">
        <PageHeader title="Chamado" actions={back} />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-2/3" />
      </div>
    );
  }

  const { ticket, messages } = thread.data;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={ticket.title}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-xs font-semibold">{ticket.protocol}</span>
            <TicketStatusBadge status={ticket.status} />
            <span>Aberto em {formatDateTime(ticket.created_at)}</span>
          </span>
        }
        actions={back}
      />
      <Card>
        <CardContent className="flex flex-col gap-6">
          <TicketThread
            viewer="user"
            opening={{ author: 'Você', body: ticket.description, createdAt: ticket.created_at }}
            messages={messages}
          />
          <ReplyForm
            label="Sua resposta"
            placeholder="Escreva aqui para a equipe."
            disabledReason={ticket.status === 'closed' ? SUPPORT_MESSAGES.ticketClosed : undefined}
            onSend={(body) => reply.mutateAsync({ body })}
          />
        </CardContent>
      </Card>
    </div>
  );
}
