import pg from 'pg';
import type { Logger } from 'pino';

export interface ListenConnectionOptions {
  connectionString: string;
  channel: string;
  /** Shows in pg_stat_activity. */
  applicationName: string;
  logger: Logger;
  onNotification(message: pg.Notification): void;
  /** The connection just dropped: from now until onRestored, notifications are lost. */
  onLost?(): void;
  /** After a lost connection is back: NOTIFYs sent while nobody listened are gone, so catch up. */
  onRestored?(): void;
  /** First wait before reconnecting; doubles up to maxReconnectDelayMs. */
  reconnectDelayMs?: number;
  maxReconnectDelayMs?: number;
}

export interface ListenConnection {
  /** False while reconnecting: notifications sent now are lost. */
  isListening(): boolean;
  close(): Promise<void>;
}

/**
 * A dedicated LISTEN connection that survives the database going away. It is a plain pg.Client, not a pool
 * member (a client checked out of a pool has no 'error' listener, so a dropped connection would crash the
 * process). When it drops it reconnects with backoff until close(), then calls onRestored. Resolves once the
 * first LISTEN is in place; rejects if the database cannot be reached at all.
 */
export async function openListenConnection(options: ListenConnectionOptions): Promise<ListenConnection> {
  const { logger } = options;
  const firstDelay = options.reconnectDelayMs ?? 500;
  const maxDelay = options.maxReconnectDelayMs ?? 10_000;
  let client: pg.Client | null = null;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let nextDelay = firstDelay;
  let isClosed = false;

  function handleLost(lost: pg.Client, error?: Error): void {
    // 'error' and 'end' both fire for one loss; only the current connection's first signal counts.
    if (client !== lost) return;
    client = null;
    lost.end().catch(() => undefined);
    if (isClosed) return;
    options.onLost?.();
    logger.warn({ err: error, channel: options.channel }, 'lost a LISTEN connection; reconnecting');
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (isClosed || reconnectTimer) return;
    const delay = nextDelay;
    nextDelay = Math.min(nextDelay * 2, maxDelay);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect().then(
        () => {
          logger.info({ channel: options.channel }, 'LISTEN connection restored');
          options.onRestored?.();
        },
        () => scheduleReconnect(),
      );
    }, delay);
    reconnectTimer.unref();
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: options.connectionString,
      application_name: options.applicationName,
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
    });
    next.on('notification', options.onNotification);
    next.on('error', (error) => handleLost(next, error));
    next.on('end', () => handleLost(next));
    try {
      await next.connect();
      await next.query(`listen ${options.channel}`);
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
  }

  await connect();
  return {
    isListening: () => client !== null,
    async close() {
      isClosed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
