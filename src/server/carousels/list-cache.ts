import type { Logger } from 'pino';
import type { AppInstance } from '../app-types';
import { createNotifiedCache, type NotifiedCache } from '../db/notified-cache';

/** The channel of drizzle/0038_carousel_list_notify.sql's triggers: a workspace's history list changed. */
export const CAROUSEL_LIST_CHANNEL = 'carousel_list';

/**
 * A workspace's history list as its first statement reads it (history-list.ts): which carousels, in order, each
 * with its row's version. Shared by every request that gets it from memory: never changed after it is read.
 */
export type ListedCarousels = readonly { id: string; rowVersion: string }[];

export type CarouselListCache = NotifiedCache<ListedCarousels>;

/**
 * The longest a remembered list is served when no notification says it changed: what a change may take to show
 * on this node if PostgreSQL's notification is lost while the LISTEN connection still looks alive (the same
 * second as a session's standing elsewhere, docs/decisions/0002-auth-sessions.md).
 */
export const LIST_CACHE_TTL_MS = 1000;
/** Workspaces remembered at most per process (a list of ids and versions: a few KB each). */
const MAX_LISTS = 5000;

/** Each API process's memory of its workspaces' lists, dropped by PostgreSQL's notifications (docs/decisions/0025-list-cache.md). */
export function createCarouselListCache(connectionString: string, logger: Logger): CarouselListCache {
  return createNotifiedCache({
    connectionString,
    channel: CAROUSEL_LIST_CHANNEL,
    applicationName: 'carrossel-list-cache',
    logger,
    ttlMs: LIST_CACHE_TTL_MS,
    maxEntries: MAX_LISTS,
  });
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Read-your-writes on this process: a request that may have written (any method but a read) forgets its
 * workspace's list before its answer goes out, or every list when it names no workspace (an account renamed or
 * deleted, an admin's change), so the next read here never waits on PostgreSQL's notification, which is
 * asynchronous. Other processes' writes (a worker finishing a carousel, another node) arrive by notification.
 */
export function forgetListsOnWrites(app: AppInstance, lists: CarouselListCache): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (READS.has(request.method)) return payload;
    const workspaceId = request.workspace?.id;
    if (workspaceId) lists.drop(workspaceId);
    else lists.clear();
    return payload;
  });
}
