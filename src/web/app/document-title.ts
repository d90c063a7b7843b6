export const APP_NAME = 'Carrossel';

/** What a route declares in its `handle` so the tab, the history and screen readers can tell pages apart. */
export interface RouteTitleHandle {
  title: string;
}

function readTitle(handle: unknown): string | null {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return null;
  return typeof handle.title === 'string' && handle.title.trim() !== '' ? handle.title : null;
}

/** 'Histórico · Carrossel': the deepest route that names itself wins; a route without a name shows the app's. */
export function getDocumentTitle(matches: readonly { handle: unknown }[]): string {
  for (let index = matches.length - 1; index >= 0; index--) {
    const title = readTitle(matches[index]?.handle);
    if (title) return `${title} · ${APP_NAME}`;
  }
  return APP_NAME;
}
