import { ChevronLeft, ChevronRight } from 'lucide-react';
import { HISTORY_PAGER_WINDOW } from '../../../../shared/constants';
import { formatPageRange, getPageRange, getPageWindow } from '../../../../shared/pager';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';

export const PAGE_SIZES = [6, 12, 24] as const;

/** '{first}–{last} de {total}', at most 5 page numbers, previous/next, and the page size. */
export function HistoryPager({
  page,
  pageCount,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
}: {
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}) {
  const pages = getPageWindow(page, pageCount, HISTORY_PAGER_WINDOW);
  return (
    <div className="flex flex-col-reverse items-center justify-between gap-3 sm:flex-row">
      <div className="flex items-center gap-3 text-sm text-muted-foreground">
        <p data-testid="page-range" className="tabular-nums">
          {formatPageRange(getPageRange(page, pageSize, total))}
        </p>
        <div className="flex items-center gap-2">
          <Label htmlFor="history-page-size" className="text-sm font-normal text-muted-foreground">
            Por página
          </Label>
          <Select value={String(pageSize)} onValueChange={(value) => onPageSizeChange(Number(value))}>
            <SelectTrigger id="history-page-size" size="sm" className="w-18">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PAGE_SIZES.map((size) => (
                <SelectItem key={size} value={String(size)}>
                  {size}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <nav aria-label="Paginação" className="flex items-center gap-1">
        <Button
          type="button"
          variant="outline"
          size="icon-sm"
          aria-label="Página anterior"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        {pages.map((number) => (
          <Button
            key={number}
            type="button"
            size="icon-sm"
            variant={number === page ? 'default' : 'ghost'}
            aria-label={`Página ${number}`}
            aria-current={number === page ? 'page' : undefined}
            onClick={() => onPageChange(number)}
            className="tabular-nums"
          >
            {number}
          </Button>
        ))}
        <Button
          type="button"
          variant="outline"
          size="icon-sm"
          aria-label="Próxima página"
          disabled={page >= pageCount}
          onClick={() => onPageChange(page + 1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </nav>
    </div>
  );
}
