import { AlertTriangle, CircleCheck, Copy, Download, Eye, FolderKanban, Images, Loader } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { DELETED_ACCOUNT_NAME } from '../../../../shared/account/data-rights';
import type { AdminCarouselListItem, AdminCarouselStatusFilter } from '../../../../shared/admin/carousels';
import { ADMIN_TOASTS } from '../../../../shared/admin/messages';
import { getCarouselTypeLabel } from '../../../../shared/carousels/objectives';
import {
  CAROUSEL_COUNTER_LABELS,
  CAROUSEL_STATUS_FILTER_OPTIONS,
  getCarouselStatusKind,
} from '../../../../shared/carousels/status';
import { ADMIN_CAROUSELS_PAGE_SIZE } from '../../../../shared/constants';
import { formatAdminDate, formatRelativeDate } from '../../../../shared/dates';
import { describeAuthorship } from '../../../../shared/workspaces/authorship';
import { AdminList, type AdminListColumn } from '../../../components/admin-list';
import { ListPager, usePageWindow } from '../../../components/list-pager';
import { Button } from '../../../components/ui/button';
import { ListFilterCard } from '../../../components/ui/list-filter-card';
import { PageHeader } from '../../../components/ui/page-header';
import { StatCard } from '../../../components/ui/stat-card';
import { TableCell, TableRow } from '../../../components/ui/table';
import { copyText } from '../../../lib/copy-text';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { CarouselStatusBadge } from '..';
import { CarouselDetailsDialog } from './carousel-details-dialog';
import { downloadCarouselZip, useAdminCarousels } from './carousels-api';

function RowActions({
  carousel,
  onView,
}: {
  carousel: AdminCarouselListItem;
  onView: (carousel: AdminCarouselListItem) => void;
}) {
  const [downloading, setDownloading] = useState(false);
  const kind = getCarouselStatusKind(carousel.status);
  const shortId = carousel.id.slice(0, 8);
  return (
    <div className="flex items-center justify-end gap-1">
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Ver detalhes de #${shortId}`}
        onClick={() => onView(carousel)}
      >
        <Eye aria-hidden="true" />
      </Button>
      {/* docs/product-rules.md §4: download only for concluido, copy error only for erro. */}
      {carousel.status === 'concluido' ? (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Baixar #${shortId}`}
          loading={downloading}
          onClick={async () => {
            setDownloading(true);
            await downloadCarouselZip(carousel.id);
            setDownloading(false);
          }}
        >
          <Download aria-hidden="true" />
        </Button>
      ) : kind === 'error' ? (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Copiar erro de #${shortId}`}
          onClick={async () => {
            if (await copyText(carousel.status))
              toast.success(ADMIN_TOASTS.copied, { description: ADMIN_TOASTS.errorCopied });
          }}
        >
          <Copy aria-hidden="true" />
        </Button>
      ) : (
        // Keeps the eye buttons in one column whether or not a row has a second action.
        <span aria-hidden="true" className="size-8" />
      )}
    </div>
  );
}

const COLUMNS: readonly AdminListColumn[] = [
  { header: 'ID', skeleton: 'h-5 w-20' },
  { header: 'Tipo', className: 'hidden sm:table-cell', skeleton: 'h-5 w-28' },
  { header: 'Status', className: 'hidden sm:table-cell', skeleton: 'h-5 w-20' },
  { header: 'Criador', className: 'hidden md:table-cell', skeleton: 'h-5 w-40' },
  { header: 'Template', className: 'hidden lg:table-cell', skeleton: 'h-5 w-28' },
  { header: 'Criado em', className: 'hidden sm:table-cell', skeleton: 'h-5 w-24' },
  { header: 'Ações', className: 'text-right', skeleton: 'ml-auto h-8 w-16' },
];

function AfterCreator({ autoria }: { autoria: AdminCarouselListItem['autoria'] }) {
  const line = describeAuthorship({ ...autoria, criado_por: null });
  return line ? (
    <span className="block truncate text-xs text-muted-foreground" title={line}>
      {line}
    </span>
  ) : null;
}

function CarouselRow({
  carousel,
  onView,
}: {
  carousel: AdminCarouselListItem;
  onView: (carousel: AdminCarouselListItem) => void;
}) {
  return (
    <TableRow>
      <TableCell className="whitespace-nowrap" title={carousel.id}>
        <span className="font-mono text-xs">#{carousel.id.slice(0, 8)}</span>
        {/* On a phone the type and age ride under the id instead of their own columns. */}
        <span className="block text-xs text-muted-foreground sm:hidden">
          {getCarouselTypeLabel(carousel.objetivo, carousel.tipo_carrossel)} ·{' '}
          {formatRelativeDate(carousel.data_criacao)}
        </span>
        <span className="mt-1 block sm:hidden">
          <CarouselStatusBadge status={carousel.status} />
        </span>
      </TableCell>
      <TableCell className="hidden sm:table-cell">
        {getCarouselTypeLabel(carousel.objetivo, carousel.tipo_carrossel)}
      </TableCell>
      <TableCell className="hidden sm:table-cell">
        <CarouselStatusBadge status={carousel.status} />
      </TableCell>
      <TableCell className="hidden max-w-56 md:table-cell">
        <span className="block truncate font-medium">{carousel.creator?.nome ?? DELETED_ACCOUNT_NAME}</span>
        <span className="block truncate text-xs text-muted-foreground">{carousel.creator?.email ?? '-'}</span>
        {/* Who edited and published it after its creator, when someone did (docs/workspaces.md, "Quem fez o quê"). */}
        <AfterCreator autoria={carousel.autoria} />
      </TableCell>
      <TableCell className="hidden max-w-40 truncate lg:table-cell">{carousel.template ?? 'N/A'}</TableCell>
      <TableCell className="hidden whitespace-nowrap sm:table-cell">
        <time dateTime={carousel.data_criacao} title={formatAdminDate(carousel.data_criacao)}>
          {formatRelativeDate(carousel.data_criacao)}
        </time>
      </TableCell>
      <TableCell className="text-right">
        <RowActions carousel={carousel} onView={onView} />
      </TableCell>
    </TableRow>
  );
}

/** How long the search box waits after the last key before asking the server. */
const SEARCH_DEBOUNCE_MS = 250;

/**
 * /content 'Gerenciamento de Conteúdos' (docs/product-rules.md §2). Its table is also the spec's "admin carousels
 * list": every carousel, newest first, 10 per page, searched, filtered and counted by the server.
 */
export function Component() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<AdminCarouselStatusFilter>('all');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<AdminCarouselListItem | null>(null);
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const carousels = useAdminCarousels({ page, q, status });

  const summary = carousels.data?.summary ?? { total: 0, concluidos: 0, emProcessamento: 0, comErro: 0 };
  const total = carousels.data?.total ?? 0;
  const pageWindow = usePageWindow({
    total,
    page,
    pageSize: ADMIN_CAROUSELS_PAGE_SIZE,
    setPage,
    isLoaded: carousels.data !== undefined,
  });
  const rows = carousels.data?.items ?? [];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Gerenciamento de Conteúdos"
        description="Todos os carrosséis criados na plataforma, do mais novo ao mais antigo."
      />
      <section aria-label="Resumo dos conteúdos" className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        <StatCard
          icon={Images}
          label={CAROUSEL_COUNTER_LABELS.admin.total}
          value={summary.total}
          loading={carousels.isPending}
        />
        <StatCard
          icon={CircleCheck}
          tone="success"
          label={CAROUSEL_COUNTER_LABELS.admin.done}
          value={summary.concluidos}
          loading={carousels.isPending}
        />
        <StatCard
          icon={Loader}
          tone="info"
          label={CAROUSEL_COUNTER_LABELS.admin.processing}
          value={summary.emProcessamento}
          loading={carousels.isPending}
        />
        <StatCard
          icon={AlertTriangle}
          tone="destructive"
          label={CAROUSEL_COUNTER_LABELS.admin.error}
          value={summary.comErro}
          loading={carousels.isPending}
        />
      </section>

      <ListFilterCard
        idPrefix="content"
        searchPlaceholder="Pesquisar por ID, tema, descrição..."
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
        statusOptions={CAROUSEL_STATUS_FILTER_OPTIONS}
      />

      <AdminList
        query={carousels}
        label="Carrosséis"
        rows={rows}
        total={total}
        icon={FolderKanban}
        errorTitle="Não foi possível carregar os conteúdos"
        empty={{
          title: 'Nenhum conteúdo encontrado',
          description:
            search || status !== 'all' ? 'Tente ajustar a busca ou o filtro.' : 'Ainda não há carrosséis.',
        }}
        table={{
          columns: COLUMNS,
          renderRow: (carousel) => <CarouselRow key={carousel.id} carousel={carousel} onView={setViewing} />,
        }}
        pager={<ListPager pageWindow={pageWindow} total={total} onPageChange={setPage} />}
      />

      <CarouselDetailsDialog carousel={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
