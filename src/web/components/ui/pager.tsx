import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

export interface PagerProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Left-hand text, e.g. 'Mostrando 11–20 de 42'. */
  summary?: ReactNode;
  /** Right-hand position text, e.g. 'Pág. 2 / 5'. */
  position: ReactNode;
  /** Overrides 'is there a next page' when the total is an estimate. */
  hasNext?: boolean;
  label?: string;
}

/** 'Anterior' / 'Próxima' with where we are (docs/product-rules.md §2 pagination texts). */
export function Pager({
  page,
  pageCount,
  onPageChange,
  summary,
  position,
  hasNext,
  label = 'Paginação',
}: PagerProps) {
  const canGoNext = hasNext ?? page < pageCount;
  return (
    <nav aria-label={label} className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      {summary ? <p className="text-sm text-muted-foreground">{summary}</p> : <span />}
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Anterior
        </Button>
        <p className="text-sm font-medium tabular-nums" aria-live="polite">
          {position}
        </p>
        <Button variant="outline" size="sm" disabled={!canGoNext} onClick={() => onPageChange(page + 1)}>
          Próxima
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
