import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { SUPPORT_TICKET_STATUSES, type SupportTicketStatus } from '../../../../shared/constants';
import { formatAdminDate } from '../../../../shared/dates';
import { SUPPORT_STATUS_LABELS } from '../../../../shared/support/messages';
import { SUPPORT_TICKETS_PAGE_SIZE, type SupportTicket } from '../../../../shared/support/schemas';
import { AdminList, type AdminListColumn } from '../../../components/admin-list';
import { Button } from '../../../components/ui/button';
import { ListFilterCard } from '../../../components/ui/list-filter-card';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { TableCell, TableRow } from '../../../components/ui/table';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { TicketCard } from './ticket-card';
import { TicketDetailsDialog } from './ticket-details-dialog';
import { getTicketProtocol } from './ticket-protocol';
import { TicketStatusBadge } from './ticket-status-badge';
import { type SupportTicketFilters, useSupportTickets } from './tickets-api';

const COLUMNS: readonly AdminListColumn[] = [
  { header: 'Protocolo', skeleton: 'h-5 w-16' },
  { header: 'Título', skeleton: 'h-5 w-48' },
  { header: 'Usuário', skeleton: 'h-5 w-40' },
  { header: 'Status', skeleton: 'h-5 w-20' },
  { header: 'Aberto em', skeleton: 'h-5 w-32' },
  { header: 'Ações', className: 'text-right', skeleton: 'ml-auto h-5 w-20' },
];

function TicketRow({ ticket, onOpen }: { ticket: SupportTicket; onOpen: (ticket: SupportTicket) => void }) {
  return (
    <TableRow>
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
      <TableCell className="whitespace-nowrap tabular-nums">{formatAdminDate(ticket.created_at)}</TableCell>
      <TableCell className="text-right">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onOpen(ticket)}
          aria-label={`Ver detalhes do chamado ${getTicketProtocol(ticket)}`}
        >
          Detalhes
        </Button>
      </TableCell>
    </TableRow>
  );
}

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

      {/* Phones get cards: a six-column table would hide the status and the action off to the side. */}
      <AdminList
        query={tickets}
        label="Chamados de suporte"
        rows={tickets.data?.items ?? []}
        total={total}
        icon={Inbox}
        errorTitle="Não foi possível carregar os chamados"
        empty={{
          title: 'Nenhum chamado encontrado',
          description:
            search || status !== 'all'
              ? 'Tente ajustar a busca ou o filtro.'
              : 'Nenhum usuário abriu chamados ainda.',
        }}
        cards={{
          className: 'flex flex-col gap-3',
          skeletonCount: 3,
          skeleton: (
            <li className="flex flex-col gap-2 rounded-xl border bg-card p-4">
              <Skeleton className="h-5 w-24" />
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </li>
          ),
          renderItem: (ticket) => (
            <li key={ticket.id}>
              <TicketCard ticket={ticket} onOpen={() => setOpenTicket(ticket)} />
            </li>
          ),
        }}
        table={{
          columns: COLUMNS,
          renderRow: (ticket) => <TicketRow key={ticket.id} ticket={ticket} onOpen={setOpenTicket} />,
        }}
        pager={
          total > SUPPORT_TICKETS_PAGE_SIZE ? (
            <Pager
              page={page}
              pageCount={pageCount}
              onPageChange={setPage}
              position={`Pág. ${page} / ${pageCount} — ${total} chamados`}
            />
          ) : null
        }
      />

      <TicketDetailsDialog
        ticket={openTicket}
        onOpenChange={(open) => (open ? undefined : setOpenTicket(null))}
      />
    </div>
  );
}
