import { REALTIME_ENDPOINTS } from '../../../shared/realtime/endpoints';
import { STREAM_EVENTS, type UserEvent, userEventSchema } from '../../../shared/realtime/events';
import { endpointUrl } from '../../lib/endpoint-client';

/** The part of the browser's EventSource this module uses (a fake in tests). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface RealtimeConnectionOptions {
  /** A valid access token (refreshed first when due), or null without a session. */
  getAccessToken: () => Promise<string | null>;
  createEventSource: (url: string) => EventSourceLike;
  /** The stream is live (first time or again), or the server lost events: refetch what the stream covers. */
  onSync: () => void;
  onEvent: (event: UserEvent) => void;
  /** The server ended the stream because the session no longer holds: ask the API why (it ends the session). */
  onSessionEnded?: () => void;
  /** The workspace the stream is opened on (null or absent: the personal one). */
  workspaceId?: string | null;
  /** The server ended the stream because the member left the workspace (removed, or it was deleted). */
  onWorkspaceEnded?: () => void;
  initialRetryMs?: number;
  maxRetryMs?: number;
}

/**
 * Keeps one SSE connection to /api/events open. The reconnection is ours, not the browser's: EventSource
 * would retry with the same URL, and so the same access token, forever after it expires. Every attempt asks
 * for a fresh token, and failures back off exponentially (with jitter, so a server restart is not met by
 * every tab at the same instant).
 */
export function createRealtimeConnection(options: RealtimeConnectionOptions) {
  const initialRetryMs = options.initialRetryMs ?? 1000;
  const maxRetryMs = options.maxRetryMs ?? 30_000;
  let source: EventSourceLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let isStopped = true;

  function scheduleReconnect(): void {
    if (isStopped || retryTimer) return;
    const base = Math.min(maxRetryMs, initialRetryMs * 2 ** failures);
    failures++;
    retryTimer = setTimeout(
      () => {
        retryTimer = null;
        void connect();
      },
      base / 2 + Math.random() * (base / 2),
    );
  }

  async function connect(): Promise<void> {
    let token: string | null = null;
    try {
      token = await options.getAccessToken();
    } catch {
      token = null;
    }
    if (isStopped) return;
    if (!token) {
      scheduleReconnect();
      return;
    }
    const current = options.createEventSource(
      endpointUrl(REALTIME_ENDPOINTS.stream, {
        query: {
          access_token: token,
          ...(options.workspaceId ? { workspace: options.workspaceId } : {}),
        },
      }),
    );
    source = current;
    current.addEventListener(STREAM_EVENTS.ready, () => {
      failures = 0;
      options.onSync();
    });
    current.addEventListener(STREAM_EVENTS.resync, () => options.onSync());
    current.addEventListener(STREAM_EVENTS.sessionEnded, () => options.onSessionEnded?.());
    current.addEventListener(STREAM_EVENTS.workspaceEnded, () => {
      // Not a failure to retry: the stream on that workspace is over for good.
      if (source === current) source = null;
      current.close();
      options.onWorkspaceEnded?.();
    });
    current.addEventListener('message', (message) => {
      let json: unknown;
      try {
        json = JSON.parse(String(message.data));
      } catch {
        return;
      }
      const parsed = userEventSchema.safeParse(json);
      if (parsed.success) options.onEvent(parsed.data);
    });
    current.addEventListener('error', () => {
      if (source !== current) return;
      current.close();
      source = null;
      scheduleReconnect();
    });
  }

  return {
    start(): void {
      if (!isStopped) return;
      isStopped = false;
      void connect();
    },
    stop(): void {
      isStopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      source?.close();
      source = null;
    },
  };
}
