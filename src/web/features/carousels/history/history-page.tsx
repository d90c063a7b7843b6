import { Images, Plus, WifiOff } from 'lucide-react';
import { memo, useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { CAROUSEL_LOAD_MESSAGES } from '../../../../shared/carousels/messages';
import { HISTORY_PAGE_SIZE } from '../../../../shared/constants';
import { clampPage, getPageCount, getPageItems } from '../../../../shared/pager';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useDrawnQuery } from '../../../lib/drawn-query';
import { ReaderNote, useMayEdit } from '../../auth';
import { useCarousels } from '../api';
import type { Carousel } from '../to-carousel';
import { CarouselCard } from './carousel-card';
import { CarouselDetailsDialog } from './carousel-details-dialog';
import { countCarousels, EMPTY_FILTERS, filterCarousels, type HistoryFilters } from './filter-carousels';
import { HistoryCounters } from './history-counters';
import { HISTORY_PAGE_HEADER } from './history-page-header';
import { HistoryPager } from './history-pager';
import { HistoryToolbar } from './history-toolbar';
import { useDownloadZip } from './use-download-zip';

const LIST_CLASS = 'grid gap-4 md:grid-cols-2';

/**
 * A card redraws only when its own carousel (or its download state) changes: the list's query shares the
 * objects of carousels a poll or a realtime refresh left as they were (TanStack's structural sharing), so
 * while one carousel is being made, the others are not drawn again every few seconds.
 */
const MemoCarouselCard = memo(CarouselCard);

/** /historico (docs/product-rules.md §2): counters, search and filters, the cards, the pager and the detail dialog. */
export function Component() {
  const carouselsQuery = useCarousels();
  // The list is drawn in a deferred render React slices, not in the urgent one its answer arrives with.
  const carousels = useDrawnQuery(carouselsQuery);
  const { downloadZip, pendingId } = useDownloadZip();
  // Creating takes an editor (docs/workspaces.md): a leitor reads why instead of the create buttons.
  const mayEdit = useMayEdit();
  const [filters, setFilters] = useState<HistoryFilters>(EMPTY_FILTERS);
  const [isPanelOpen, setPanelOpen] = useState(false);
  const [requestedPage, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(HISTORY_PAGE_SIZE);
  const [detailsId, setDetailsId] = useState<string | null>(null);

  const all = carousels.data;
  const counts = useMemo(() => (all ? countCarousels(all) : null), [all]);
  const filtered = useMemo(() => (all ? filterCarousels(all, filters) : []), [all, filters]);
  const pageCount = getPageCount(filtered.length, pageSize);
  // A list that shrank under the user (a filter, a refetch) keeps them on its last page.
  const page = clampPage(requestedPage, pageCount);
  const items = getPageItems(filtered, page, pageSize);
  const details = all?.find((carousel) => carousel.id === detailsId) ?? null;

  // docs/product-rules.md §9: back to page 1 whenever the search, a filter or the page size changes.
  const changeFilters = (patch: Partial<HistoryFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const clearFilters = () => {
    setFilters(EMPTY_FILTERS);
    setPage(1);
  };
  const changePageSize = (size: number) => {
    setPageSize(size);
    setPage(1);
  };
  const download = useCallback((carousel: Carousel) => void downloadZip(carousel.id), [downloadZip]);
  const openDetails = useCallback((carousel: Carousel) => setDetailsId(carousel.id), []);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={HISTORY_PAGE_HEADER.title}
        description={HISTORY_PAGE_HEADER.description}
        actions={
          mayEdit ? (
            <Button asChild variant="brand">
              <Link to="/criar">
                <Plus aria-hidden="true" />
                Novo Carrossel
              </Link>
            </Button>
          ) : null
        }
      />
      {mayEdit ? null : <ReaderNote />}
      <HistoryCounters counts={carousels.isError ? null : counts} />
      <HistoryToolbar
        filters={filters}
        isPanelOpen={isPanelOpen}
        onPanelOpenChange={setPanelOpen}
        onChange={changeFilters}
        onClear={clearFilters}
      />

      <section aria-labelledby="history-list-title" aria-busy={carousels.isPending || undefined}>
        <h2 id="history-list-title" className="sr-only">
          Seus carrosséis
        </h2>
        {/* Offline, the query waits (paused) and runs again by itself when the connection is back. */}
        {carouselsQuery.fetchStatus === 'paused' ? (
          <p
            role="status"
            className="mb-4 flex items-center gap-2 rounded-lg border bg-warning-soft px-3 py-2.5 text-sm text-warning-soft-foreground"
          >
            <WifiOff className="size-4 shrink-0" aria-hidden="true" />
            Sem conexão com a internet. O histórico será atualizado assim que a conexão voltar.
          </p>
        ) : null}
        {carousels.isPending && carouselsQuery.fetchStatus === 'paused' ? null : carousels.isPending ? (
          <div className="flex flex-col gap-4">
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner decorative className="size-4" />
              Carregando histórico...
            </p>
            <div className={LIST_CLASS}>
              {Array.from({ length: 4 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
                <div key={index} className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-soft">
                  <div className="flex gap-4">
                    <Skeleton className="h-20 w-16 rounded-lg" />
                    <div className="flex flex-1 flex-col gap-2">
                      <Skeleton className="h-5 w-3/4" />
                      <Skeleton className="h-3.5 w-1/2" />
                      <Skeleton className="h-3.5 w-2/5" />
                    </div>
                  </div>
                  <Skeleton className="h-8 w-40" />
                </div>
              ))}
            </div>
          </div>
        ) : carousels.isError ? (
          <LoadError message={CAROUSEL_LOAD_MESSAGES.list} onRetry={() => void carouselsQuery.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState
            icon={Images}
            titleAs="h3"
            title="Nenhum carrossel encontrado"
            description={
              mayEdit
                ? 'Tente ajustar os filtros ou crie seu primeiro carrossel.'
                : 'Tente ajustar os filtros.'
            }
            action={
              mayEdit ? (
                <Button asChild variant="outline">
                  <Link to="/criar">Criar Carrossel</Link>
                </Button>
              ) : null
            }
          />
        ) : (
          <div className="flex flex-col gap-5">
            <ul className={LIST_CLASS} data-testid="history-list">
              {items.map((carousel) => (
                <li key={carousel.id} className="flex [&>article]:flex-1">
                  <MemoCarouselCard
                    carousel={carousel}
                    isDownloading={pendingId === carousel.id}
                    onOpenDetails={openDetails}
                    onDownload={download}
                  />
                </li>
              ))}
            </ul>
            <HistoryPager
              page={page}
              pageCount={pageCount}
              pageSize={pageSize}
              total={filtered.length}
              onPageChange={setPage}
              onPageSizeChange={changePageSize}
            />
          </div>
        )}
      </section>

      <CarouselDetailsDialog
        carousel={details}
        onOpenChange={(open) => {
          if (!open) setDetailsId(null);
        }}
        onDownload={download}
        isDownloading={details !== null && pendingId === details.id}
      />
    </div>
  );
}
