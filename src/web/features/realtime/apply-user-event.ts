import type { QueryClient } from '@tanstack/react-query';
import type { UserEvent } from '../../../shared/realtime/events';
import { queryKeys } from '../../lib/query-keys';

/** Query roots a credits change touches: `me` (the balance in the menus), the credits views, PIX statuses. */
const CREDIT_ROOTS = [queryKeys.me, queryKeys.credits, ['pix-payment']] as const;

/**
 * The stream says what changed, never the new data: the affected queries are refetched through the API
 * (only the ones on screen; the rest are marked stale), so a screen shows exactly what the API answers.
 */
export function applyUserEvent(queryClient: QueryClient, event: UserEvent): void {
  const roots =
    event.type === 'credits'
      ? CREDIT_ROOTS
      : event.type === 'support'
        ? [queryKeys.supportTickets]
        : [queryKeys.carousels];
  for (const queryKey of roots) void queryClient.invalidateQueries({ queryKey });
}

/** After (re)connecting, events may have been missed: refetch everything the stream covers. */
export function syncUserData(queryClient: QueryClient): void {
  for (const queryKey of [...CREDIT_ROOTS, queryKeys.carousels, queryKeys.supportTickets])
    void queryClient.invalidateQueries({ queryKey });
}
