/** What a server-paged admin list asks for: the page, the search and a status ('all' for none). */
export interface ListParams<Status extends string> {
  page: number;
  q: string;
  status: Status | 'all';
}

/** `{path}?page=N`, plus the search when there is one and the status unless it is 'all'. */
export function buildListPath<Status extends string>(
  path: string,
  { page, q, status }: ListParams<Status>,
): string {
  const params = new URLSearchParams({ page: String(page) });
  if (q.trim()) params.set('q', q.trim());
  if (status !== 'all') params.set('status', status);
  return `${path}?${params.toString()}`;
}
