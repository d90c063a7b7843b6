import pg from 'pg';
import type { Logger } from 'pino';
import type { UserEvent } from '../../shared/realtime/events';
import { parseUserEventNotification, USER_EVENTS_CHANNEL } from './channel';

/** What a subscriber hears: one of its user's events, or "you may have missed events, refetch". */
export type HubMessage = { kind: 'event'; event: UserEvent } | { kind: 'resync' };
export type HubListener = (message: HubMessage) => void;

export interface UserEventHub {
  /**
   * Resolves once this node is LISTENing, so an event committed after the promise resolves is never missed.
   * Rejects when the database cannot be reached. Returns the unsubscribe function.
   */
  subscribe(userId: string, listener: HubListener): Promise<() => void>;
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
 * when it drops, it reconnects with backoff and tells every subscriber to resync, because NOTIFYs sent while
 * nobody listened are gone.
 */
export function createUserEventHub(options: UserEventHubOptions): UserEventHub {
  const { logger } = options;
  const firstDelay = options.reconnectDelayMs ?? 500;
  const maxDelay = options.maxReconnectDelayMs ?? 10_000;
  const listeners = new Map<string, Set<HubListener>>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let nextDelay = firstDelay;
  let hasListened = false;
  let isClosed = false;

  function dispatch(message: pg.Notification): void {
    if (message.channel !== USER_EVENTS_CHANNEL) return;
    const notification = parseUserEventNotification(message.payload);
    if (!notification) {
      logger.warn({ payload: message.payload }, 'realtime: ignored a malformed user event');
      return;
    }
    for (const listener of listeners.get(notification.userId) ?? []) {
      listener({ kind: 'event', event: notification.event });
    }
  }

  function broadcastResync(): void {
    for (const set of listeners.values()) for (const listener of set) listener({ kind: 'resync' });
  }

  function handleLost(lost: pg.Client, error?: Error): void {
    // 'error' and 'end' both fire for one loss; only the current connection's first signal counts.
    if (client !== lost) return;
    client = null;
    lost.end().catch(() => undefined);
    if (isClosed) return;
    logger.warn({ err: error }, 'realtime: lost the LISTEN connection; reconnecting');
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (isClosed || reconnectTimer || listeners.size === 0) return;
    const delay = nextDelay;
    nextDelay = Math.min(nextDelay * 2, maxDelay);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      ensureListening().catch(() => scheduleReconnect());
    }, delay);
    reconnectTimer.unref();
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: options.connectionString,
      application_name: 'carrossel-realtime',
      keepAlive: true,
    });
    next.on('notification', dispatch);
    next.on('error', (error) => handleLost(next, error));
    next.on('end', () => handleLost(next));
    try {
      await next.connect();
      await next.query(`listen ${USER_EVENTS_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners();
      next.on('error', () => undefined);
      await next.end().catch(() => undefined);
      throw error;
    }
    if (isClosed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    nextDelay = firstDelay;
    if (hasListened) {
      logger.info('realtime: LISTEN connection restored');
      broadcastResync();
    }
    hasListened = true;
  }

  function ensureListening(): Promise<void> {
    if (client) return Promise.resolve();
    if (!connecting) {
      connecting = connect().finally(() => {
        connecting = null;
      });
    }
    return connecting;
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
      const unsubscribe = () => {
        const current = listeners.get(userId);
        current?.delete(listener);
        if (current?.size === 0) listeners.delete(userId);
      };
      try {
        await ensureListening();
      } catch (error) {
        unsubscribe();
        throw error;
      }
      return unsubscribe;
    },

    countSubscribers(userId) {
      return listeners.get(userId)?.size ?? 0;
    },

    async close() {
      isClosed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      listeners.clear();
      await connecting?.catch(() => undefined);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
