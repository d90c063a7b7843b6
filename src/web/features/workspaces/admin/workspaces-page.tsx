import { Building2, Coins, Eye } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  ADMIN_WORKSPACE_TYPE_FILTER_OPTIONS,
  ADMIN_WORKSPACES_PAGE_SIZE,
  type AdminWorkspace,
  type AdminWorkspaceTypeFilter,
} from '../../../../shared/admin/workspaces';
import { formatAdminDate } from '../../../../shared/dates';
import { AdminList, type AdminListColumn } from '../../../components/admin-list';
import { CreditAdjustmentDialog } from '../../../components/credit-adjustment-dialog';
import { ListPager, usePageWindow } from '../../../components/list-pager';
import { Button } from '../../../components/ui/button';
import { ListFilterCard } from '../../../components/ui/list-filter-card';
import { PageHeader } from '../../../components/ui/page-header';
import { TableCell, TableRow } from '../../../components/ui/table';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { WorkspaceDetailsDialog } from './workspace-details-dialog';
import { WorkspaceTypeBadge } from './workspace-type-badge';
import { useAdjustWorkspaceCredits, useAdminWorkspaces } from './workspaces-api';

const COLUMNS: readonly AdminListColumn[] = [
  { header: 'Espaço', skeleton: 'h-5 w-40' },
  { header: 'Tipo', className: 'hidden sm:table-cell', skeleton: 'h-5 w-16' },
  { header: 'Dono', className: 'hidden md:table-cell', skeleton: 'h-5 w-48' },
  { header: 'Membros', className: 'hidden text-right sm:table-cell', skeleton: 'ml-auto h-5 w-8' },
  { header: 'Saldo', className: 'text-right', skeleton: 'ml-auto h-5 w-10' },
  { header: 'Criado em', className: 'hidden xl:table-cell', skeleton: 'h-5 w-36' },
  { header: 'Ações', className: 'text-right', skeleton: 'ml-auto h-8 w-20' },
];

/** How long the search box waits after the last key before asking the server. */
const SEARCH_DEBOUNCE_MS = 250;

/** '1 espaço de trabalho', '12 espaços de trabalho'. */
const formatWorkspaceCount = (count: number) => `${count} ${count === 1 ? 'espaço' : 'espaços'} de trabalho`;

function WorkspaceRow({
  workspace,
  onView,
  onAdjust,
}: {
  workspace: AdminWorkspace;
  onView: (workspace: AdminWorkspace) => void;
  onAdjust: (workspace: AdminWorkspace) => void;
}) {
  return (
    <TableRow data-testid={`workspace-row-${workspace.id}`}>
      <TableCell className="max-w-44 sm:max-w-64 lg:max-w-none">
        <span className="block truncate font-medium">{workspace.nome}</span>
        {/* On a phone the owner and type ride under the name instead of their own columns. */}
        <span className="block truncate text-xs text-muted-foreground md:hidden">
          {workspace.dono?.email ?? '—'}
        </span>
        <span className="mt-1 block sm:hidden">
          <WorkspaceTypeBadge pessoal={workspace.pessoal} />
        </span>
      </TableCell>
      <TableCell className="hidden sm:table-cell">
        <WorkspaceTypeBadge pessoal={workspace.pessoal} />
      </TableCell>
      <TableCell className="hidden max-w-64 md:table-cell">
        {workspace.dono ? (
          <>
            <span className="block truncate">{workspace.dono.nome}</span>
            <span className="block truncate text-xs text-muted-foreground">{workspace.dono.email}</span>
          </>
        ) : (
          '—'
        )}
      </TableCell>
      <TableCell className="hidden text-right tabular-nums sm:table-cell">{workspace.membros}</TableCell>
      <TableCell className="text-right tabular-nums">{workspace.saldo}</TableCell>
      <TableCell className="hidden whitespace-nowrap tabular-nums xl:table-cell">
        <time dateTime={workspace.createdAt}>{formatAdminDate(workspace.createdAt)}</time>
      </TableCell>
      <TableCell className="text-right">
        <div className="flex items-center justify-end gap-1.5">
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Ver detalhes de ${workspace.nome}`}
            title="Ver detalhes"
            onClick={() => onView(workspace)}
          >
            <Eye aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Ajustar créditos de ${workspace.nome}`}
            title="Ajustar créditos"
            onClick={() => onAdjust(workspace)}
          >
            <Coins aria-hidden="true" />
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
}

/**
 * /espacos 'Espaços de trabalho' (docs/workspaces.md §Admin): every workspace, personal and team, newest first,
 * 20 a page, searched by name or owner's e-mail and filtered by type on the server; details with members and
 * the newest movements; 'Ajustar créditos' of any workspace with a reason.
 */
export function Component() {
  const [search, setSearch] = useState('');
  const [tipo, setTipo] = useState<AdminWorkspaceTypeFilter>('all');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const workspaces = useAdminWorkspaces({ page, q, tipo });
  const adjust = useAdjustWorkspaceCredits();
  const [viewing, setViewing] = useState<AdminWorkspace | null>(null);
  const [adjusting, setAdjusting] = useState<AdminWorkspace | null>(null);
  const adjustTarget = useMemo(
    () =>
      adjusting
        ? {
            label:
              adjusting.pessoal && adjusting.dono
                ? `${adjusting.nome} de ${adjusting.dono.nome}`
                : adjusting.nome,
            saldo: adjusting.saldo,
            reasonHint: 'Os membros verão este texto no histórico de créditos do espaço.',
          }
        : null,
    [adjusting],
  );

  const rows = workspaces.data?.items ?? [];
  const total = workspaces.data?.total ?? 0;
  const pageWindow = usePageWindow({
    total,
    page,
    pageSize: ADMIN_WORKSPACES_PAGE_SIZE,
    setPage,
    isLoaded: workspaces.data !== undefined,
  });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Espaços de trabalho"
        description="Os espaços pessoais e as equipes, com dono, membros e saldo. Datas no horário de Brasília."
      />
      <ListFilterCard
        idPrefix="workspace"
        searchPlaceholder="Buscar por nome ou e-mail do dono"
        search={search}
        onSearchChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        status={tipo}
        statusLabel="Tipo"
        onStatusChange={(value) => {
          setTipo(value);
          setPage(1);
        }}
        statusOptions={ADMIN_WORKSPACE_TYPE_FILTER_OPTIONS}
      >
        <p
          className="px-4 text-sm text-muted-foreground sm:px-5"
          aria-live="polite"
          data-testid="workspace-count"
        >
          {workspaces.isPending ? 'Carregando espaços de trabalho...' : formatWorkspaceCount(total)}
        </p>
      </ListFilterCard>

      <AdminList
        query={workspaces}
        label="Espaços de trabalho"
        rows={rows}
        total={total}
        icon={Building2}
        errorTitle="Não foi possível carregar os espaços de trabalho"
        empty={{
          title: 'Nenhum espaço de trabalho encontrado',
          description:
            search || tipo !== 'all'
              ? 'Tente ajustar a busca ou o filtro.'
              : 'Ainda não há espaços de trabalho.',
        }}
        table={{
          columns: COLUMNS,
          renderRow: (workspace) => (
            <WorkspaceRow
              key={workspace.id}
              workspace={workspace}
              onView={setViewing}
              onAdjust={setAdjusting}
            />
          ),
        }}
        pager={
          pageWindow.pageCount > 1 ? (
            <ListPager pageWindow={pageWindow} total={total} onPageChange={setPage} />
          ) : null
        }
      />

      <WorkspaceDetailsDialog
        workspace={viewing}
        onClose={() => setViewing(null)}
        onAdjust={(workspace) => {
          // One dialog at a time: the adjustment replaces the details.
          setViewing(null);
          setAdjusting(workspace);
        }}
      />
      <CreditAdjustmentDialog
        target={adjustTarget}
        onClose={() => setAdjusting(null)}
        isPending={adjust.isPending}
        adjust={(body) => (adjusting ? adjust.mutateAsync({ id: adjusting.id, body }) : Promise.resolve())}
      />
    </div>
  );
}
