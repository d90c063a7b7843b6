import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';

/** True while the element's content is wider than the element (it can scroll sideways). */
function useHorizontalOverflow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [isOverflowing, setIsOverflowing] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const update = () => setIsOverflowing(element.scrollWidth > element.clientWidth + 1);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return [ref, isOverflowing] as const;
}

export type TableProps = ComponentProps<'table'> & {
  containerClassName?: string;
  /**
   * Name of the scroll region on narrow screens. Defaults to the table's aria-label, else
   * 'Tabela com rolagem horizontal'.
   */
  scrollLabel?: string;
};

/**
 * Data table inside a horizontally scrollable wrapper (phones). While the table overflows,
 * the wrapper becomes a focusable, named region so keyboard users can scroll it too.
 */
export function Table({ className, containerClassName, scrollLabel, ...props }: TableProps) {
  const [containerRef, isOverflowing] = useHorizontalOverflow<HTMLDivElement>();
  // Only while it scrolls: a focusable, named region lets keyboard users scroll it (WCAG 2.1.1).
  const scrollRegionProps = isOverflowing
    ? {
        role: 'region',
        'aria-label': scrollLabel ?? props['aria-label'] ?? 'Tabela com rolagem horizontal',
        tabIndex: 0,
      }
    : {};
  return (
    <div
      ref={containerRef}
      data-slot="table-container"
      {...scrollRegionProps}
      className={cn(
        'relative w-full overflow-x-auto rounded-[inherit] focus-visible:outline-2 focus-visible:-outline-offset-2',
        containerClassName,
      )}
    >
      <table
        data-slot="table"
        className={cn('w-full caption-bottom border-collapse text-sm', className)}
        {...props}
      />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return (
    <thead data-slot="table-header" className={cn('bg-muted/70 [&_tr]:border-b', className)} {...props} />
  );
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableFooter({ className, ...props }: ComponentProps<'tfoot'>) {
  return (
    <tfoot
      data-slot="table-footer"
      className={cn('border-t bg-muted/70 font-medium [&>tr]:last:border-b-0', className)}
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn(
        'border-b transition-colors hover:bg-accent/60 data-[state=selected]:bg-secondary/60',
        className,
      )}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      scope="col"
      className={cn(
        'h-10 whitespace-nowrap px-3 text-left align-middle text-xs font-semibold uppercase tracking-wide text-muted-foreground',
        'first:pl-5 last:pr-5 sm:first:pl-6 sm:last:pr-6 [&:has([role=checkbox])]:pr-0',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return (
    <td
      data-slot="table-cell"
      className={cn(
        'whitespace-nowrap px-3 py-3 align-middle first:pl-5 last:pr-5 sm:first:pl-6 sm:last:pr-6',
        className,
      )}
      {...props}
    />
  );
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return (
    <caption
      data-slot="table-caption"
      className={cn('mt-4 text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
