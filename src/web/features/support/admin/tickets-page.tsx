import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { SUPPORT_TICKET_STATUSES, type SupportTicketStatus } from '../../../../shared/constants';
import { formatAdminDate } from '../../../../shared/dates';
import { SUPPORT_STATUS_LABELS } from '../../../../shared/support/messages';
import { SUPPORT_TICKETS_PAGE_SIZE, type SupportTicket } from '../../../../shared/support/schemas';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListFilterCard } from '../../../components/ui/list-filter-card';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { getErrorMessage } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { TicketCard } from './ticket-card';
import { TicketDetailsDialog } from './ticket-details-dialog';
import { getTicketProtocol } from './ticket-protocol';
import { TicketStatusBadge } from './ticket-status-badge';
import { type SupportTicketFilters, useSupportTickets } from './tickets-api';

const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e'];

/** /chamados (admin): the support tickets, newest first, with a status filter, a search and the details. */
export function Component() {
  const [status, setStatus] = useState<SupportTicketFilters['status']>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [openTicket, setOpenTicket] = useState<SupportTicket | null>(null);
  // One request per pause in typing, not one per key.
  const settledSearch = useDebouncedValue(search, 300);
  const tickets = useSupportTickets({ status, q: settledSearch, page }, SUPPORT_TICKETS_PAGE_SIZE);
  const total = tickets.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / SUPPORT_TICKETS_PAGE_SIZE));
  const counts = tickets.data?.counts;
  const allCount = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Chamados"
        description="Chamados abertos pelos usuários. Abra um chamado para ver os detalhes e mudar o status."
      />
      <ListFilterCard
        idPrefix="ticket"
        searchPlaceholder="Título, descrição, nome, e-mail ou telefone"
        search={search}
        onSearchChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        status={status}
        onStatusChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
        statusOptions={[
          { value: 'all', label: `Todos${allCount !== undefined ? ` (${allCount})` : ''}` },
          ...SUPPORT_TICKET_STATUSES.map((option: SupportTicketStatus) => ({
            value: option,
            label: `${SUPPORT_STATUS_LABELS[option]}${counts ? ` (${counts[option]})` : ''}`,
          })),
        ]}
      />

      {tickets.isError ? (
        <EmptyState
          icon={Inbox}
          title="Não foi possível carregar os chamados"
          description={getErrorMessage(tickets.error, 'Tente novamente em instantes.')}
          action={
            <Button variant="outline" onClick={() => tickets.refetch()}>
              Tentar novamente
            </Button>
          }
        />
      ) : !tickets.isPending && total === 0 ? (
        <EmptyState
          icon={Inbox}
          title="Nenhum chamado encontrado"
          description={
            search || status !== 'all'
              ? 'Tente ajustar a busca ou o filtro.'
              : 'Nenhum usuário abriu chamados ainda.'
          }
        />
      ) : (
        <>
          {/* Phones get cards: a six-column table would hide the status and the action off to the side. */}
          <ul
            className="flex flex-col gap-3 md:hidden"
            aria-label="Chamados de suporte"
            aria-busy={tickets.isFetching || undefined}
          >
            {tickets.isPending
              ? SKELETON_ROWS.slice(0, 3).map((key) => (
                  <li key={key} className="flex flex-col gap-2 rounded-xl border bg-card p-4">
                    <Skeleton className="h-5 w-24" />
                    <Skeleton className="h-5 w-3/4" />
                    <Skeleton className="h-4 w-1/2" />
                  </li>
                ))
              : tickets.data?.items.map((ticket) => (
                  <li key={ticket.id}>
                    <TicketCard ticket={ticket} onOpen={() => setOpenTicket(ticket)} />
                  </li>
                ))}
          </ul>
          <Card className="hidden gap-0 overflow-hidden py-0 md:flex">
            <Table aria-label="Chamados de suporte" aria-busy={tickets.isFetching || undefined}>
              <TableHeader>
                <TableRow>
                  <TableHead>Protocolo</TableHead>
                  <TableHead>Título</TableHead>
                  <TableHead>Usuário</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Aberto em</TableHead>
                  <TableHead className="text-right">Ações</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {tickets.isPending
                  ? SKELETON_ROWS.map((key) => (
                      <TableRow key={key}>
                        {[16, 48, 40, 20, 32, 20].map((width, index) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder cells
                          <TableCell key={index}>
                            <Skeleton className="h-5" style={{ width: `${width * 0.25}rem` }} />
                          </TableCell>
                        ))}
                      </TableRow>
                    ))
                  : tickets.data?.items.map((ticket) => (
                      <TableRow key={ticket.id}>
                        <TableCell className="font-mono text-xs font-semibold whitespace-nowrap">
                          {getTicketProtocol(ticket)}
                        </TableCell>
                        <TableCell className="max-w-64">
                          <span className="line-clamp-2 font-medium">{ticket.title}</span>
                        </TableCell>
                        <TableCell>
                          <span className="block font-medium">{ticket.name ?? 'Usuário removido'}</span>
                          <span className="block text-xs text-muted-foreground">{ticket.email ?? '-'}</span>
                        </TableCell>
                        <TableCell>
                          <TicketStatusBadge status={ticket.status} />
                        </TableCell>
                        <TableCell className="whitespace-nowrap tabular-nums">
                          {formatAdminDate(ticket.created_at)}
                        </TableCell>
                        <TableCell className="text-right">
                          <Button
                            variant="outline"
                            size="sm"
                            onClick={() => setOpenTicket(ticket)}
                            aria-label={`Ver detalhes do chamado ${getTicketProtocol(ticket)}`}
                          >
                            Detalhes
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
              </TableBody>
            </Table>
          </Card>
        </>
      )}

      {total > SUPPORT_TICKETS_PAGE_SIZE ? (
        <nav aria-label="Paginação" className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">
            Pág. {page} / {pageCount} — {total} chamados
          </p>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Anterior
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= pageCount}
              onClick={() => setPage(page + 1)}
            >
              Próxima
            </Button>
          </div>
        </nav>
      ) : null}

      <TicketDetailsDialog
        ticket={openTicket}
        onOpenChange={(open) => (open ? undefined : setOpenTicket(null))}
      />
    </div>
  );
}
