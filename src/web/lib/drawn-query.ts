import type { QueryStatus } from '@tanstack/react-query';
import { useDeferredValue } from 'react';

/** What a screen draws of a query: its answer, its error and whether it is still waiting for the first. */
export interface DrawnQuery<TData, TError> {
  data: TData | undefined;
  error: TError | null;
  isPending: boolean;
  isError: boolean;
}

/**
 * A query's state as the screen draws it. An answer reaches React as an urgent update (TanStack Query's store),
 * which React draws in one go: on a phone, a list or a card's content is one long task that blocks the page.
 * Deferred, the urgent render still draws the previous state (the skeleton) and React draws the answer in a
 * render it splits into short slices (docs/decisions/0018-fast-on-a-phone.md, step 9). The three fields change
 * together, in the same render. Actions (`refetch`) and `fetchStatus` are read from the query itself.
 */
export function useDrawnQuery<TData, TError>(query: {
  data: TData | undefined;
  error: TError | null;
  status: QueryStatus;
}): DrawnQuery<TData, TError> {
  const data = useDeferredValue(query.data);
  const error = useDeferredValue(query.error);
  const status = useDeferredValue(query.status);
  return { data, error, isPending: status === 'pending', isError: status === 'error' };
}
