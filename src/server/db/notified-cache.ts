import type pg from 'pg';
import type { Logger } from 'pino';
import { type ListenConnection, openListenConnection } from './listen-connection';

/** A notification's payload that stands for every scope (a TRUNCATE, which names no row). */
export const EVERY_SCOPE = '*';

export interface NotifiedCacheOptions {
  connectionString: string;
  /** The channel on which PostgreSQL names a scope whose values changed (a trigger's `pg_notify(channel, scope)`). */
  channel: string;
  /** Shows in pg_stat_activity. */
  applicationName: string;
  logger: Logger;
  /** The longest a value is served from memory, however quiet the channel: the bound if a notification is lost. */
  ttlMs: number;
  /** Values remembered at most (every scope and variant together); the least recently used goes first. */
  maxEntries: number;
  /** Before trying again to open the LISTEN connection after it could not be opened at all. */
  retryOpenMs?: number;
  reconnectDelayMs?: number;
  maxReconnectDelayMs?: number;
}

export interface NotifiedCache<T> {
  /**
   * The value of `scope` (a workspace) in `variant` (what else the answer depends on): remembered while this
   * process LISTENs and nothing of the scope changed since it was read, read by `read` otherwise. Reads of the same
   * value at once share one `read`. While the LISTEN connection is not up, every call reads.
   */
  get(scope: string, variant: string, read: () => Promise<T>): Promise<T>;
  /** Forgets the scope's values at once (this process just changed them), and any read of them under way. */
  drop(scope: string): void;
  /** Forgets everything. */
  clear(): void;
  /** True while values are remembered and served (the LISTEN connection is up). */
  isServing(): boolean;
  close(): Promise<void>;
}

interface Entry<T> {
  scope: string;
  value: T;
  expiresAtMs: number;
}

/**
 * Values read from PostgreSQL, kept in this process's memory until PostgreSQL says they changed: a trigger on
 * the tables they come from notifies `channel` with the scope (a workspace id) at commit, and one dedicated
 * LISTEN connection (opened at the first `get`) drops that scope's values. So a value is never served once a
 * notification of its change has arrived; what a process changes itself it drops synchronously (`drop`).
 * When the connection drops, everything is forgotten and every `get` reads until it is back (notifications sent
 * meanwhile are lost). A read that started before a drop of its scope is answered but not remembered. Bounded by
 * `maxEntries` (least recently used first out) and `ttlMs`. docs/decisions/0025-list-cache.md.
 */
export function createNotifiedCache<T>(options: NotifiedCacheOptions): NotifiedCache<T> {
  const { logger } = options;
  const retryOpenMs = options.retryOpenMs ?? 1000;
  /** By `scope \n variant`, least recently used first (a Map iterates in insertion order). */
  const entries = new Map<string, Entry<T>>();
  /** Reads under way, by the same key; a drop removes them, so what they read is not remembered. */
  const reading = new Map<string, { scope: string; value: Promise<T> }>();
  let connection: ListenConnection | null = null;
  let opening: Promise<void> | null = null;
  let nextOpenAtMs = 0;
  let isClosed = false;

  function clear(): void {
    entries.clear();
    reading.clear();
  }

  function drop(scope: string): void {
    if (scope === EVERY_SCOPE) {
      clear();
      return;
    }
    for (const [key, entry] of entries) if (entry.scope === scope) entries.delete(key);
    for (const [key, read] of reading) if (read.scope === scope) reading.delete(key);
  }

  function onNotification(message: pg.Notification): void {
    if (message.channel !== options.channel) return;
    drop(message.payload ?? EVERY_SCOPE);
  }

  const isServing = () => !isClosed && connection?.isListening() === true;

  /** Opens the LISTEN connection in the background (never more often than retryOpenMs while it fails). */
  function startListening(): void {
    if (connection || opening || isClosed || Date.now() < nextOpenAtMs) return;
    opening = openListenConnection({
      connectionString: options.connectionString,
      channel: options.channel,
      applicationName: options.applicationName,
      logger,
      onNotification,
      // Whatever changed while nobody listened went unheard: start again from the database.
      onLost: clear,
      onRestored: clear,
      reconnectDelayMs: options.reconnectDelayMs,
      maxReconnectDelayMs: options.maxReconnectDelayMs,
    }).then(
      async (opened) => {
        if (isClosed) await opened.close();
        else connection = opened;
      },
      (error: unknown) => {
        nextOpenAtMs = Date.now() + retryOpenMs;
        logger.warn({ err: error, channel: options.channel }, 'could not LISTEN; reading from the database');
      },
    );
    void opening.finally(() => {
      opening = null;
    });
  }

  function remember(key: string, scope: string, value: T): void {
    entries.delete(key);
    if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(key, { scope, value, expiresAtMs: Date.now() + options.ttlMs });
  }

  return {
    async get(scope, variant, read) {
      if (!isServing()) {
        startListening();
        return read();
      }
      const key = `${scope}\n${variant}`;
      const entry = entries.get(key);
      if (entry && entry.expiresAtMs > Date.now()) {
        // Most recently used: to the end of the line.
        entries.delete(key);
        entries.set(key, entry);
        return entry.value;
      }
      if (entry) entries.delete(key);
      const shared = reading.get(key);
      if (shared) return shared.value;
      const underway = { scope, value: read() };
      reading.set(key, underway);
      try {
        const value = await underway.value;
        // Not dropped meanwhile (nor the connection lost): nothing of the scope changed since the read began.
        if (reading.get(key) === underway && isServing()) remember(key, scope, value);
        return value;
      } finally {
        if (reading.get(key) === underway) reading.delete(key);
      }
    },
    drop,
    clear,
    isServing,
    async close() {
      isClosed = true;
      clear();
      await opening?.catch(() => undefined);
      await connection?.close();
      connection = null;
    },
  };
}
