import { useEffect } from 'react';
import { getPageWindow, type PageWindow } from '../lib/paginate';
import { Pager } from './ui/pager';

/**
 * The pageWindow of a list the server pages and counts (the admin's users and content): the page clamped to the
 * pages that exist. A list that shrank under the chosen page (rows deleted meanwhile) moves to its last page
 * once an answer is in (`isLoaded`).
 */
export function usePageWindow({
  total,
  page,
  pageSize,
  setPage,
  isLoaded,
}: {
  total: number;
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  isLoaded: boolean;
}): PageWindow {
  const pageWindow = getPageWindow(total, page, pageSize);
  useEffect(() => {
    if (isLoaded && pageWindow.page !== page) setPage(pageWindow.page);
  }, [isLoaded, pageWindow.page, page, setPage]);
  return pageWindow;
}

/** The pager under such a list: 'Mostrando 11–20 de 42' and 'Pág. 2 / 5' (docs/product-rules.md §2). */
export function ListPager({
  pageWindow,
  total,
  onPageChange,
}: {
  pageWindow: PageWindow;
  total: number;
  onPageChange: (page: number) => void;
}) {
  return (
    <Pager
      page={pageWindow.page}
      pageCount={pageWindow.pageCount}
      onPageChange={onPageChange}
      summary={`Mostrando ${pageWindow.first}–${pageWindow.last} de ${total}`}
      position={`Pág. ${pageWindow.page} / ${pageWindow.pageCount}`}
    />
  );
}
