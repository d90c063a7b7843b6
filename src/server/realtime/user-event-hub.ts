import type pg from 'pg';
import type { Logger } from 'pino';
import type { UserEvent } from '../../shared/realtime/events';
import { type ListenConnection, openListenConnection } from '../db/listen-connection';
import { parseUserEventNotification, USER_EVENTS_CHANNEL } from '../user-events/channel';

/** What a subscriber hears: one of its user's events, or "you may have missed events, refetch". */
export type HubMessage = { kind: 'event'; event: UserEvent } | { kind: 'resync' };
export type HubListener = (message: HubMessage) => void;
/** Hears every user's events; `userId` is absent on a resync, which concerns everyone. */
export type EveryUserListener = (message: HubMessage, userId?: string) => void;

export interface UserEventHub {
  /**
   * Resolves once this node is LISTENing, so an event committed after the promise resolves is never missed.
   * Rejects when the database cannot be reached. Returns the unsubscribe function.
   */
  subscribe(userId: string, listener: HubListener): Promise<() => void>;
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
  const listeners = new Map<string, Set<HubListener>>();
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
    for (const listener of everyUserListeners) listener(event, notification.userId);
    for (const listener of listeners.get(notification.userId) ?? []) listener(event);
  }

  function broadcastResync(): void {
    for (const listener of everyUserListeners) listener({ kind: 'resync' });
    for (const set of listeners.values()) for (const listener of set) listener({ kind: 'resync' });
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
    async subscribe(userId, listener) {
      if (isClosed) throw new Error('realtime hub is closed');
      let set = listeners.get(userId);
      if (!set) {
        set = new Set();
        listeners.set(userId, set);
      }
      set.add(listener);
      return keepIfListening(() => {
        const current = listeners.get(userId);
        current?.delete(listener);
        if (current?.size === 0) listeners.delete(userId);
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
