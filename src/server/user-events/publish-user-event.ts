import type pg from 'pg';
import type { UserEvent } from '../../shared/realtime/events';
import { formatUserEventNotification, USER_EVENTS_CHANNEL } from './channel';

/** A pool, or the raw client of an open transaction (`withTransaction`'s `client`). */
export type NotifyExecutor = Pick<pg.Pool, 'query'> | pg.PoolClient;

/**
 * Tells the user's open screens that something of theirs changed. Call it INSIDE the transaction that makes
 * the change, with that transaction's client: PostgreSQL delivers a NOTIFY only at commit (and drops it on
 * rollback), so a screen never refetches before the change is visible, nor for a change that did not happen.
 */
export async function publishUserEvent(
  executor: NotifyExecutor,
  userId: string,
  event: UserEvent,
): Promise<void> {
  await executor.query('select pg_notify($1, $2)', [
    USER_EVENTS_CHANNEL,
    formatUserEventNotification(userId, event),
  ]);
}

/** Like publishUserEvent, for every member's screens open on the workspace (its carousels, its credits). */
export async function publishWorkspaceEvent(
  executor: NotifyExecutor,
  workspaceId: string,
  event: UserEvent,
): Promise<void> {
  await executor.query('select pg_notify($1, $2)', [
    USER_EVENTS_CHANNEL,
    formatUserEventNotification({ workspaceId }, event),
  ]);
}
