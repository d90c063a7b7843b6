import { Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ADMIN_TOASTS } from '../../../../shared/admin/messages';
import {
  ADMIN_USER_STATUS_FILTER_OPTIONS,
  type AdminUser,
  type AdminUserStatusFilter,
  getToggledStatus,
} from '../../../../shared/admin/users';
import { ADMIN_USERS_PAGE_SIZE } from '../../../../shared/constants';
import { formatAdminDate } from '../../../../shared/dates';
import { AdminList, type AdminListColumn } from '../../../components/admin-list';
import { ListPager, usePageWindow } from '../../../components/list-pager';
import { Badge } from '../../../components/ui/badge';
import { ListFilterCard } from '../../../components/ui/list-filter-card';
import { PageHeader } from '../../../components/ui/page-header';
import { TableCell, TableRow } from '../../../components/ui/table';
import { getErrorMessage } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAuth } from '../../auth';
import { formatUserCount } from './format-user-count';
import { UserBlockDialog } from './user-block-dialog';
import { UserCreditAdjustmentDialog } from './user-credit-adjustment-dialog';
import { UserDeleteDialog } from './user-delete-dialog';
import { UserDetailsDialog } from './user-details-dialog';
import { UserEditDialog } from './user-edit-dialog';
import { UserRowActions } from './user-row-actions';
import { UserStatusBadge } from './user-status-badge';
import { useAdminUsers, useSetUserStatus } from './users-api';

const COLUMNS: readonly AdminListColumn[] = [
  { header: 'Usuário', skeleton: 'h-5 w-40' },
  { header: 'Email', className: 'hidden md:table-cell', skeleton: 'h-5 w-48' },
  { header: 'Status', className: 'hidden sm:table-cell', skeleton: 'h-5 w-16' },
  { header: 'Créditos', className: 'hidden text-right sm:table-cell', skeleton: 'ml-auto h-5 w-8' },
  { header: 'Cadastro', className: 'hidden lg:table-cell', skeleton: 'h-5 w-36' },
  { header: 'Ações', className: 'text-right', skeleton: 'ml-auto h-8 w-28' },
];

/** How long the search box waits after the last key before asking the server. */
const SEARCH_DEBOUNCE_MS = 250;

/**
 * /admin 'Gerenciamento de Usuários' (docs/product-rules.md §2): newest sign-up first, 20 a page, searched,
 * filtered and counted by the server.
 */
export function Component() {
  const { user: me } = useAuth();
  const setStatus = useSetUserStatus();
  const [search, setSearch] = useState('');
  const [status, setStatusFilter] = useState<AdminUserStatusFilter>('all');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const users = useAdminUsers({ page, q, status });
  const [viewing, setViewing] = useState<AdminUser | null>(null);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [adjusting, setAdjusting] = useState<AdminUser | null>(null);
  const [blocking, setBlocking] = useState<AdminUser | null>(null);
  // Blocking asks first (it signs the person out everywhere); activating is one click.
  const toggleStatus = (target: AdminUser) => {
    const next = getToggledStatus(target.status);
    if (next === 'bloqueado') setBlocking(target);
    else setStatus.mutate({ id: target.id, status: next });
  };

  // docs/product-rules.md §8: 'Falha ao buscar usuários: {server text}', once per failure (after the one retry).
  useEffect(() => {
    if (users.isError)
      toast.error(ADMIN_TOASTS.usersFetchFailed(getErrorMessage(users.error, 'erro desconhecido')));
  }, [users.isError, users.error]);

  const visible = users.data?.items ?? [];
  const total = users.data?.total ?? 0;
  const pageWindow = usePageWindow({
    total,
    page,
    pageSize: ADMIN_USERS_PAGE_SIZE,
    setPage,
    isLoaded: users.data !== undefined,
  });
  const togglingId = setStatus.isPending ? setStatus.variables?.id : undefined;

  const renderRow = (user: AdminUser) => (
    <TableRow key={user.id} data-testid={`user-row-${user.email}`}>
      <TableCell className="max-w-52 sm:max-w-64 lg:max-w-none">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground"
          >
            {user.nome.trim().charAt(0).toUpperCase() || '?'}
          </span>
          <div className="min-w-0">
            <p className="flex min-w-0 items-center gap-1.5 font-medium">
              <span className="truncate">{user.nome}</span>
              {user.tipo === 'admin' ? <Badge variant="info">Admin</Badge> : null}
            </p>
            <p className="truncate text-xs text-muted-foreground md:hidden">{user.email}</p>
            <div className="mt-1 sm:hidden">
              <UserStatusBadge status={user.status} />
            </div>
          </div>
        </div>
      </TableCell>
      <TableCell className="hidden max-w-52 truncate md:table-cell 2xl:max-w-64">{user.email}</TableCell>
      <TableCell className="hidden sm:table-cell">
        <UserStatusBadge status={user.status} />
      </TableCell>
      <TableCell className="hidden text-right tabular-nums sm:table-cell">
        {user.tipo === 'admin' ? '—' : user.credits}
      </TableCell>
      <TableCell className="hidden whitespace-nowrap tabular-nums lg:table-cell">
        <time dateTime={user.createdAt}>{formatAdminDate(user.createdAt)}</time>
      </TableCell>
      <TableCell className="text-right">
        <UserRowActions
          user={user}
          isSelf={user.id === me?.id}
          isToggling={togglingId === user.id}
          onToggleStatus={toggleStatus}
          onView={setViewing}
          onEdit={setEditing}
          onAdjustCredits={setAdjusting}
          onDelete={setDeleting}
        />
      </TableCell>
    </TableRow>
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Gerenciamento de Usuários"
        description="Bloqueie, ative, edite ou exclua contas. Bloquear encerra a sessão do usuário na hora."
      />
      <ListFilterCard
        idPrefix="user"
        searchPlaceholder="Buscar por nome ou email"
        search={search}
        onSearchChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        status={status}
        onStatusChange={(value) => {
          setStatusFilter(value);
          setPage(1);
        }}
        statusOptions={ADMIN_USER_STATUS_FILTER_OPTIONS}
      >
        <p className="px-4 text-sm text-muted-foreground sm:px-5" aria-live="polite" data-testid="user-count">
          {users.isPending ? 'Carregando usuários...' : formatUserCount(total)}
        </p>
      </ListFilterCard>

      <AdminList
        query={users}
        label="Usuários"
        rows={visible}
        total={total}
        icon={Users}
        errorTitle="Não foi possível carregar os usuários"
        empty={{
          title: 'Nenhum usuário encontrado',
          description:
            search || status !== 'all' ? 'Tente ajustar a busca ou o filtro.' : 'Ainda não há usuários.',
        }}
        table={{ columns: COLUMNS, renderRow }}
        pager={
          pageWindow.pageCount > 1 ? (
            <ListPager pageWindow={pageWindow} total={total} onPageChange={setPage} />
          ) : null
        }
      />

      <UserDetailsDialog user={viewing} onClose={() => setViewing(null)} />
      <UserEditDialog user={editing} onClose={() => setEditing(null)} />
      <UserCreditAdjustmentDialog user={adjusting} onClose={() => setAdjusting(null)} />
      <UserDeleteDialog user={deleting} onClose={() => setDeleting(null)} />
      <UserBlockDialog
        user={blocking}
        onClose={() => setBlocking(null)}
        onConfirm={(target) => setStatus.mutate({ id: target.id, status: 'bloqueado' })}
      />
    </div>
  );
}
