import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** One Server-Sent Events message: `event:` only when named, then the JSON data line, then a blank line. */
export function formatSseMessage(message: { event?: string; data: unknown }): string {
  const name = message.event ? `event: ${message.event}\n` : '';
  // JSON.stringify never emits a raw newline, so one data line always holds the whole payload.
  return `${name}data: ${JSON.stringify(message.data)}\n\n`;
}

export interface EventStream {
  send(message: { event?: string; data: unknown }): void;
  /** Ends the response (the browser then reconnects after `retry`). Safe to call twice. */
  close(): void;
  readonly isClosed: boolean;
}

export interface EventStreamOptions {
  /** A comment line this often keeps proxies and load balancers from closing an idle stream. */
  heartbeatMs: number;
  /** How long the browser's EventSource waits before reconnecting on its own. */
  retryMs: number;
  /** Headers already set on the reply (security headers) to keep. */
  headers?: OutgoingHttpHeaders;
  onClose?: () => void;
}

/** Turns a hijacked response into an SSE stream with heartbeats; cleans up when either side closes. */
export function openEventStream(raw: ServerResponse, options: EventStreamOptions): EventStream {
  raw.writeHead(200, {
    ...options.headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx buffers responses by default, which would hold events back until the buffer fills.
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${options.retryMs}\n\n`);
  raw.socket?.setNoDelay(true);

  let isClosed = false;
  const heartbeat = setInterval(() => {
    if (!isClosed) raw.write(': ping\n\n');
  }, options.heartbeatMs);
  heartbeat.unref();

  const cleanup = () => {
    if (isClosed) return;
    isClosed = true;
    clearInterval(heartbeat);
    options.onClose?.();
  };
  raw.on('close', cleanup);

  return {
    send(message) {
      if (!isClosed) raw.write(formatSseMessage(message));
    },
    close() {
      if (!raw.writableEnded) raw.end();
      cleanup();
    },
    get isClosed() {
      return isClosed;
    },
  };
}
