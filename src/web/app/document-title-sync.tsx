import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { getDocumentTitle } from './document-title';

/** The root route's element: keeps `document.title` in step with the page shown (see each route's `handle`). */
export function DocumentTitleSync() {
  const title = getDocumentTitle(useMatches());
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <Outlet />;
}
