import type pg from 'pg';
import type { Logger } from 'pino';
import type { UserEvent } from '../../shared/realtime/events';
import { type ListenConnection, openListenConnection } from '../db/listen-connection';
import { type EventAudience, parseUserEventNotification, USER_EVENTS_CHANNEL } from '../user-events/channel';

/** What a subscriber hears: one of its user's events, or "you may have missed events, refetch". */
export type HubMessage = { kind: 'event'; event: UserEvent } | { kind: 'resync' };
export type HubListener = (message: HubMessage) => void;
/** Hears every user's events; `userId` is absent on a resync, which concerns everyone. */
export type EveryUserListener = (message: HubMessage, userId?: string) => void;

export interface UserEventHub {
  /**
   * Resolves once this node is LISTENing, so an event committed after the promise resolves is never missed.
   * Rejects when the database cannot be reached. Returns the unsubscribe function. `audience` is an account
   * (its own events) or a workspace (its carousels' and credits' events, whichever member caused them).
   */
  subscribe(audience: EventAudience | string, listener: HubListener): Promise<() => void>;
  /** Like subscribe, for the events of every user (a node-wide cache that must forget a user's state). */
  subscribeAll(listener: EveryUserListener): Promise<() => void>;
  countSubscribers(userId: string): number;
  close(): Promise<void>;
}

export interface UserEventHubOptions {
  connectionString: string;
  logger: Logger;
  /** First wait before reconnecting a lost listener; doubles up to maxReconnectDelayMs. */
  reconnectDelayMs?: number;
  maxReconnectDelayMs?: number;
}

/**
 * One dedicated LISTEN connection per node, shared by every SSE client on it (a connection per browser tab
 * would exhaust PostgreSQL long before the node runs out of sockets). It is a plain pg.Client, not a pool
 * member: it lives as long as the node and must not take a slot from queries. Opened on the first subscriber;
 * when it drops, it reconnects with backoff (openListenConnection) and tells every subscriber to resync,
 * because NOTIFYs sent while nobody listened are gone.
 */
export function createUserEventHub(options: UserEventHubOptions): UserEventHub {
  const { logger } = options;
  /** By account id, or by `workspace:<id>`. */
  const listeners = new Map<string, Set<HubListener>>();
  const keyOf = (audience: EventAudience | string): string =>
    typeof audience === 'string'
      ? audience
      : 'workspaceId' in audience
        ? `workspace:${audience.workspaceId}`
        : audience.userId;
  const everyUserListeners = new Set<EveryUserListener>();
  let connection: ListenConnection | null = null;
  let opening: Promise<void> | null = null;
  let isClosed = false;

  function dispatch(message: pg.Notification): void {
    if (message.channel !== USER_EVENTS_CHANNEL) return;
    const notification = parseUserEventNotification(message.payload);
    if (!notification) {
      logger.warn({ payload: message.payload }, 'realtime: ignored a malformed user event');
      return;
    }
    const event: HubMessage = { kind: 'event', event: notification.event };
    const userId = 'userId' in notification ? notification.userId : undefined;
    for (const listener of everyUserListeners) listener(event, userId);
    for (const listener of listeners.get(keyOf(notification)) ?? []) listener(event);
  }

  function broadcastResync(): void {
    for (const listener of everyUserListeners) listener({ kind: 'resync' });
    // Once per listener, though a stream listens under two keys (its account and its workspace).
    const every = new Set([...listeners.values()].flatMap((set) => [...set]));
    for (const listener of every) listener({ kind: 'resync' });
  }

  async function open(): Promise<void> {
    const opened = await openListenConnection({
      connectionString: options.connectionString,
      channel: USER_EVENTS_CHANNEL,
      applicationName: 'carrossel-realtime',
      logger,
      onNotification: dispatch,
      // NOTIFYs sent while nobody listened are gone: every screen refetches.
      onRestored: broadcastResync,
      reconnectDelayMs: options.reconnectDelayMs,
      maxReconnectDelayMs: options.maxReconnectDelayMs,
    });
    if (isClosed) await opened.close();
    else connection = opened;
  }

  async function ensureListening(): Promise<void> {
    if (!connection) {
      opening ??= open().finally(() => {
        opening = null;
      });
      await opening;
    }
    // While it reconnects, a new stream would miss events without knowing: refuse it (503), the browser retries.
    if (!connection?.isListening()) throw new Error('realtime: not listening right now');
  }

  /** A listener just added stays only once this node is LISTENing; `unsubscribe` removes it otherwise. */
  async function keepIfListening(unsubscribe: () => void): Promise<() => void> {
    try {
      await ensureListening();
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  return {
    async subscribe(audience, listener) {
      if (isClosed) throw new Error('realtime hub is closed');
      const key = keyOf(audience);
      let set = listeners.get(key);
      if (!set) {
        set = new Set();
        listeners.set(key, set);
      }
      set.add(listener);
      return keepIfListening(() => {
        const current = listeners.get(key);
        current?.delete(listener);
        if (current?.size === 0) listeners.delete(key);
      });
    },

    async subscribeAll(listener) {
      if (isClosed) throw new Error('realtime hub is closed');
      everyUserListeners.add(listener);
      return keepIfListening(() => {
        everyUserListeners.delete(listener);
      });
    },

    countSubscribers(userId) {
      return listeners.get(userId)?.size ?? 0;
    },

    async close() {
      isClosed = true;
      listeners.clear();
      everyUserListeners.clear();
      await opening?.catch(() => undefined);
      await connection?.close();
      connection = null;
    },
  };
}
