import type { ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatSseMessage, openEventStream } from './event-stream';

/** Just enough of a ServerResponse to record what the stream writes. */
function createFakeResponse() {
  const body = new PassThrough();
  const chunks: string[] = [];
  body.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  const head: { status?: number; headers?: Record<string, unknown> } = {};
  const response = Object.assign(body, {
    writeHead(status: number, headers: Record<string, unknown>) {
      head.status = status;
      head.headers = headers;
      return response;
    },
    socket: null,
  });
  return { response: response as unknown as ServerResponse, chunks, head, body };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('formatSseMessage', () => {
  it('writes unnamed events as a single data line', () => {
    expect(formatSseMessage({ data: { type: 'credits' } })).toBe('data: {"type":"credits"}\n\n');
  });

  it('names an event when asked', () => {
    expect(formatSseMessage({ event: 'ready', data: {} })).toBe('event: ready\ndata: {}\n\n');
  });

  it('keeps a payload with newlines on one line', () => {
    expect(formatSseMessage({ data: { text: 'a\nb' } })).toBe('data: {"text":"a\\nb"}\n\n');
  });
});

describe('openEventStream', () => {
  it('answers as an uncached event stream and tells the browser when to retry', () => {
    const fake = createFakeResponse();
    const stream = openEventStream(fake.response, { heartbeatMs: 1000, retryMs: 3000 });
    expect(fake.head.status).toBe(200);
    expect(fake.head.headers?.['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(fake.head.headers?.['cache-control']).toBe('no-cache, no-transform');
    expect(fake.chunks.join('')).toBe('retry: 3000\n\n');
    stream.close();
  });

  it('sends a heartbeat comment at every interval until closed', async () => {
    vi.useFakeTimers();
    const fake = createFakeResponse();
    const stream = openEventStream(fake.response, { heartbeatMs: 1000, retryMs: 3000 });
    await vi.advanceTimersByTimeAsync(3100);
    expect(fake.chunks.filter((chunk) => chunk === ': ping\n\n')).toHaveLength(3);
    stream.close();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fake.chunks.filter((chunk) => chunk === ': ping\n\n')).toHaveLength(3);
  });

  it('stops and reports once when the client goes away', () => {
    const onClose = vi.fn();
    const fake = createFakeResponse();
    const stream = openEventStream(fake.response, { heartbeatMs: 1000, retryMs: 3000, onClose });
    fake.body.emit('close');
    fake.body.emit('close');
    stream.close();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(stream.isClosed).toBe(true);
    stream.send({ data: { type: 'credits' } });
    expect(fake.chunks.join('')).toBe('retry: 3000\n\n');
  });
});
