import type { LucideIcon } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { getErrorMessage } from '../lib/api-client';
import { cn } from '../lib/cn';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { EmptyState } from './ui/empty-state';
import { Skeleton } from './ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './ui/table';

/** What the scaffold reads of the list's query (a TanStack Query result fits). */
export interface AdminListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface AdminListColumn {
  header: ReactNode;
  /** The header's classes, also given to the placeholder cell: where it shows (`hidden sm:table-cell`), alignment. */
  className?: string;
  /** The placeholder's size while the list loads, like the real content's (`h-5 w-40`, `ml-auto h-8 w-28`). */
  skeleton: string;
}

export interface AdminListTable<Row> {
  columns: readonly AdminListColumn[];
  /** One `<TableRow>` per row. */
  renderRow: (row: Row) => ReactNode;
  /** Placeholder rows while the list loads (5). */
  skeletonRows?: number;
}

export interface AdminListCards<Row> {
  /** The `<ul>`'s layout. */
  className: string;
  /** One `<li>` per row. */
  renderItem: (row: Row) => ReactNode;
  /** One placeholder `<li>`, shaped like an item. */
  skeleton: ReactNode;
  skeletonCount: number;
}

export interface AdminListProps<Row> {
  query: AdminListQuery;
  /** The accessible name of the table (and of the cards' list), e.g. 'Pagamentos'. */
  label: string;
  rows: readonly Row[];
  /** The count the server gives (a page may be empty while the list is not); the rows' count when absent. */
  total?: number;
  icon: LucideIcon;
  /** The error state's title, e.g. 'Não foi possível carregar os pagamentos'; the server's text goes under it. */
  errorTitle: string;
  /** What an empty list (or a search without results) says. */
  empty: { title: string; description: string; action?: ReactNode };
  table?: AdminListTable<Row>;
  /** Cards instead of rows: with a table, on phones only (below md); alone, everywhere (a grid). */
  cards?: AdminListCards<Row>;
  /** Under the list once it has loaded (`ListPager`, `Pager`). */
  pager?: ReactNode;
}

function placeholders(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index);
}

/**
 * An admin list screen's body (docs/product-rules.md §2): the list with its headers, placeholders shaped like its
 * rows while it loads (marked aria-busy), a failure with 'Tentar novamente', an empty state, and the pager.
 */
export function AdminList<Row>({
  query,
  label,
  rows,
  total,
  icon,
  errorTitle,
  empty,
  table,
  cards,
  pager,
}: AdminListProps<Row>) {
  if (query.isError)
    return (
      <EmptyState
        icon={icon}
        title={errorTitle}
        description={getErrorMessage(query.error, 'Tente novamente em instantes.')}
        action={
          <Button variant="outline" onClick={() => query.refetch()}>
            Tentar novamente
          </Button>
        }
      />
    );
  if (!query.isPending && (total ?? rows.length) === 0)
    return (
      <EmptyState icon={icon} title={empty.title} description={empty.description} action={empty.action} />
    );

  const busy = query.isFetching || undefined;
  return (
    <>
      {cards ? (
        <ul className={cn(cards.className, table && 'md:hidden')} aria-label={label} aria-busy={busy}>
          {query.isPending
            ? placeholders(cards.skeletonCount).map((index) => (
                <Fragment key={index}>{cards.skeleton}</Fragment>
              ))
            : rows.map(cards.renderItem)}
        </ul>
      ) : null}
      {table ? (
        <Card className={cn('gap-0 overflow-hidden py-0', cards && 'hidden md:flex')}>
          <Table aria-label={label} aria-busy={busy}>
            <TableHeader>
              <TableRow>
                {table.columns.map((column, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the screen's fixed columns
                  <TableHead key={index} className={column.className}>
                    {column.header}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {query.isPending
                ? placeholders(table.skeletonRows ?? 5).map((row) => (
                    <TableRow key={row}>
                      {table.columns.map((column, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: the screen's fixed columns
                        <TableCell key={index} className={column.className}>
                          <Skeleton className={column.skeleton} />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                : rows.map(table.renderRow)}
            </TableBody>
          </Table>
        </Card>
      ) : null}
      {query.isPending ? null : pager}
    </>
  );
}
