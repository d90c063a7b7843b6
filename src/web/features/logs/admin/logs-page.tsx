import { CreditCard, Eye, Images, LogIn, ScrollText, Search, X } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { getLogActionLabel } from '../../../../shared/admin/log-actions';
import { KNOWN_LOG_ACTIONS, type LogItem } from '../../../../shared/admin/logs';
import { ADMIN_MESSAGES } from '../../../../shared/admin/messages';
import { LOGS_PAGE_SIZE } from '../../../../shared/constants';
import { formatLogDate } from '../../../../shared/dates';
import { AdminList, type AdminListColumn } from '../../../components/admin-list';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { StatCard } from '../../../components/ui/stat-card';
import { TableCell, TableRow } from '../../../components/ui/table';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { LogDetailsDialog } from './log-details-dialog';
import { EMPTY_LOGS_FILTERS, type LogsFilterValues, useAdminLogs } from './logs-api';
import { summarizeDetails, summarizeLogsPage } from './summarize-logs-page';

const COLUMNS: readonly AdminListColumn[] = [
  { header: 'Data/Hora', skeleton: 'h-5 w-32' },
  { header: 'Usuário', skeleton: 'h-5 w-36' },
  { header: 'Ação', className: 'hidden sm:table-cell', skeleton: 'h-5 w-24' },
  { header: 'IP', className: 'hidden md:table-cell', skeleton: 'h-5 w-20' },
  { header: 'Detalhes', className: 'hidden lg:table-cell', skeleton: 'h-5 w-48' },
  { header: <span className="sr-only">Ver</span>, className: 'text-right', skeleton: 'ml-auto size-8' },
];
const FILTER_FIELDS: { key: keyof LogsFilterValues; label: string; placeholder: string; list?: string }[] = [
  { key: 'q', label: 'Busca', placeholder: 'Texto livre' },
  { key: 'acao', label: 'Ação', placeholder: 'ex.: login', list: 'log-action-options' },
  { key: 'userId', label: 'ID do usuário (UUID)', placeholder: 'UUID completo' },
  { key: 'ip', label: 'IP', placeholder: 'ex.: 189.40.1.2' },
];

const formatCount = (value: number) => value.toLocaleString('pt-BR');
const isUuid = (value: string) => z.uuid().safeParse(value).success;

function LogRow({ log, onView }: { log: LogItem; onView: (log: LogItem) => void }) {
  return (
    <TableRow>
      <TableCell>
        <time dateTime={log.created_at} className="font-mono text-xs whitespace-nowrap tabular-nums">
          {formatLogDate(log.created_at)}
        </time>
        {/* On a phone the action rides under the time instead of its own column, and wraps
              rather than widening the table past the screen (the view button must stay in view). */}
        <span className="mt-1 block w-fit max-w-32 rounded bg-muted px-1.5 py-0.5 text-xs whitespace-normal sm:hidden">
          {getLogActionLabel(log.acao)}
        </span>
      </TableCell>
      <TableCell className="max-w-32 sm:max-w-48">
        <span className="block truncate font-medium">{log.usuario?.nome ?? 'Sistema'}</span>
        {log.usuario ? (
          <span className="block truncate text-xs text-muted-foreground">{log.usuario.email}</span>
        ) : null}
      </TableCell>
      <TableCell className="hidden sm:table-cell">
        <span title={log.acao} className="rounded bg-muted px-1.5 py-0.5 text-xs whitespace-nowrap">
          {getLogActionLabel(log.acao)}
        </span>
      </TableCell>
      {/* Long addresses (IPv6) and details are cut, so the 'Ver' column stays in the box at
            1280 px beside the menu. */}
      <TableCell className="hidden max-w-32 font-mono text-xs md:table-cell">
        <span className="block truncate" title={log.ip ?? undefined}>
          {log.ip ?? '-'}
        </span>
      </TableCell>
      <TableCell className="hidden max-w-40 lg:table-cell xl:max-w-56">
        <span className="block truncate font-mono text-xs text-muted-foreground">
          {summarizeDetails(log.detalhes)}
        </span>
      </TableCell>
      <TableCell className="text-right">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Ver detalhes do evento ${getLogActionLabel(log.acao)} de ${formatLogDate(log.created_at)}`}
          onClick={() => onView(log)}
        >
          <Eye aria-hidden="true" />
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** /logs 'Logs do Sistema' (docs/product-rules.md §2): server-side filters and pages of 20. */
export function Component() {
  const [filters, setFilters] = useState<LogsFilterValues>(EMPTY_LOGS_FILTERS);
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<LogItem | null>(null);
  // A partial UUID would only earn a 400: it is flagged here and left out of the request until complete.
  const userIdError =
    filters.userId.trim() && !isUuid(filters.userId.trim()) ? ADMIN_MESSAGES.invalidUserId : undefined;
  // One request per pause in typing.
  const settled = useDebouncedValue(userIdError ? { ...filters, userId: '' } : filters, 300);
  const logs = useAdminLogs(settled, page);

  const items = logs.data?.items ?? [];
  const total = logs.data?.total ?? 0;
  const isExact = logs.data?.totalExact ?? true;
  const pageCount = Math.max(1, Math.ceil(total / LOGS_PAGE_SIZE));
  const summary = summarizeLogsPage(items);
  const hasFilters = Object.values(filters).some((value) => value.trim() !== '');
  const totalText = `${isExact ? '' : '≈ '}${formatCount(total)}`;

  const changeFilter = (key: keyof LogsFilterValues, value: string) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Logs do Sistema"
        description="Tudo o que acontece na plataforma, do mais recente ao mais antigo."
      />

      <Card className="gap-4 px-4 py-4 sm:px-5 sm:py-5">
        <form
          aria-label="Filtrar logs"
          onSubmit={(event) => event.preventDefault()}
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
        >
          {FILTER_FIELDS.map((field) => (
            <div key={field.key} className="grid gap-2">
              <Label htmlFor={`log-filter-${field.key}`}>{field.label}</Label>
              <div className="relative">
                {field.key === 'q' ? (
                  <Search
                    className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                    aria-hidden="true"
                  />
                ) : null}
                <Input
                  id={`log-filter-${field.key}`}
                  aria-invalid={field.key === 'userId' && userIdError ? true : undefined}
                  aria-describedby={
                    field.key === 'userId' && userIdError ? 'log-filter-userId-error' : undefined
                  }
                  type={field.key === 'q' ? 'search' : 'text'}
                  className={field.key === 'q' ? 'pl-9' : undefined}
                  placeholder={field.placeholder}
                  list={field.list}
                  autoComplete="off"
                  spellCheck={false}
                  value={filters[field.key]}
                  onChange={(event) => changeFilter(field.key, event.target.value)}
                />
              </div>
              {field.key === 'userId' && userIdError ? (
                <p
                  id="log-filter-userId-error"
                  role="alert"
                  className="text-xs font-medium text-destructive-soft-foreground"
                >
                  {userIdError}
                </p>
              ) : null}
            </div>
          ))}
          <datalist id="log-action-options">
            {KNOWN_LOG_ACTIONS.map((acao) => (
              <option key={acao} value={acao} />
            ))}
          </datalist>
        </form>
        <div className="flex justify-end">
          <Button
            variant="ghost"
            size="sm"
            disabled={!hasFilters}
            onClick={() => {
              setFilters(EMPTY_LOGS_FILTERS);
              setPage(1);
            }}
          >
            <X aria-hidden="true" />
            Limpar filtros
          </Button>
        </div>
      </Card>

      <section aria-label="Resumo dos eventos" className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        <StatCard icon={ScrollText} label="Total de Eventos" value={totalText} loading={logs.isPending} />
        <StatCard
          icon={LogIn}
          tone="info"
          label="Logins"
          value={summary.logins}
          hint="nesta página"
          loading={logs.isPending}
        />
        <StatCard
          icon={Images}
          tone="brand"
          label="Carrosséis"
          value={summary.carrosseis}
          hint="nesta página"
          loading={logs.isPending}
        />
        <StatCard
          icon={CreditCard}
          tone="success"
          label="Pagamentos"
          value={summary.pagamentos}
          hint="nesta página"
          loading={logs.isPending}
        />
      </section>

      <AdminList
        query={logs}
        label="Eventos do sistema"
        rows={items}
        icon={ScrollText}
        errorTitle="Não foi possível carregar os logs"
        empty={{
          title: 'Nenhum evento encontrado',
          description: hasFilters
            ? 'Tente ajustar ou limpar os filtros.'
            : 'Ainda não há eventos registrados.',
        }}
        table={{
          columns: COLUMNS,
          skeletonRows: 6,
          renderRow: (log) => <LogRow key={log.id} log={log} onView={setViewing} />,
        }}
        pager={
          <Pager
            page={page}
            pageCount={pageCount}
            onPageChange={setPage}
            // An estimated total may be off: a full page means there may be another one.
            hasNext={isExact ? page < pageCount : items.length === LOGS_PAGE_SIZE}
            position={`Pág. ${page} / ${isExact ? '' : '≈ '}${formatCount(pageCount)} — ${totalText}`}
          />
        }
      />

      <LogDetailsDialog log={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
