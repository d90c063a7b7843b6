/** What a server-paged admin list asks for: the page, the search and a status ('all' for none). */
export interface ListParams<Status extends string> {
  page: number;
  q: string;
  status: Status | 'all';
}

/** A list's query: the page, plus the search when there is one and the status unless 'all'. */
export function listQuery<Status extends string>({ page, q, status }: ListParams<Status>) {
  return {
    page,
    ...(q.trim() ? { q: q.trim() } : {}),
    ...(status !== 'all' ? { status } : {}),
  };
}
