import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeConnection, type EventSourceLike } from './realtime-connection';

class FakeEventSource implements EventSourceLike {
  static instances: FakeEventSource[] = [];
  readonly listeners = new Map<string, Array<(event: MessageEvent) => void>>();
  isClosed = false;

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.isClosed = true;
  }

  emit(type: string, data = '{}'): void {
    for (const listener of this.listeners.get(type) ?? []) listener({ data } as MessageEvent);
  }
}

function setup(tokens: Array<string | null>, workspaceId: string | null = null) {
  const onSync = vi.fn();
  const onEvent = vi.fn();
  const onSessionEnded = vi.fn();
  const onWorkspaceEnded = vi.fn();
  let call = 0;
  const connection = createRealtimeConnection({
    getAccessToken: async () => tokens[Math.min(call++, tokens.length - 1)] ?? null,
    createEventSource: (url) => new FakeEventSource(url),
    onSync,
    onEvent,
    onSessionEnded,
    workspaceId,
    onWorkspaceEnded,
    initialRetryMs: 1000,
    maxRetryMs: 8000,
  });
  return { connection, onSync, onEvent, onSessionEnded, onWorkspaceEnded };
}

const latest = () => FakeEventSource.instances.at(-1) as FakeEventSource;

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0.999);
  FakeEventSource.instances = [];
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('createRealtimeConnection', () => {
  it('connects with the access token in the query string and syncs when the stream is ready', async () => {
    const { connection, onSync } = setup(['token one']);
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(latest().url).toBe('/api/events?access_token=token%20one');
    latest().emit('ready');
    expect(onSync).toHaveBeenCalledTimes(1);
    connection.stop();
  });

  it('opens the stream on the active workspace and, removed from it, stops without retrying', async () => {
    const team = '2f0c6a57-1b7d-4d4e-9a51-3c2b9d8e0f11';
    const { connection, onWorkspaceEnded } = setup(['t'], team);
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(latest().url).toBe(`/api/events?access_token=t&workspace=${team}`);

    latest().emit('workspace_ended');
    latest().emit('error');
    await vi.advanceTimersByTimeAsync(60_000);

    expect(onWorkspaceEnded).toHaveBeenCalledTimes(1);
    expect(latest().isClosed).toBe(true);
    expect(FakeEventSource.instances).toHaveLength(1);
    connection.stop();
  });

  it('passes on well-formed events and drops the rest', async () => {
    const { connection, onEvent } = setup(['t']);
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    latest().emit('message', '{"type":"credits"}');
    latest().emit('message', '{"type":"carousel","id":"c1"}');
    latest().emit('message', 'not json');
    latest().emit('message', '{"type":"password"}');
    expect(onEvent.mock.calls).toEqual([[{ type: 'credits' }], [{ type: 'carousel', id: 'c1' }]]);
    connection.stop();
  });

  it('syncs again when the server asks for a resync', async () => {
    const { connection, onSync } = setup(['t']);
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    latest().emit('resync');
    expect(onSync).toHaveBeenCalledTimes(1);
    connection.stop();
  });

  it('reports a session the server ended, without taking it for an event', async () => {
    const { connection, onEvent, onSessionEnded } = setup(['t']);
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    latest().emit('session_ended');
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(onEvent).not.toHaveBeenCalled();
    connection.stop();
  });

  it('reconnects after an error with a fresh token, backing off', async () => {
    const { connection } = setup(['old', 'new', 'newer']);
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    const first = latest();
    first.emit('error');
    expect(first.isClosed).toBe(true);
    await vi.advanceTimersByTimeAsync(900);
    expect(FakeEventSource.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(latest().url).toBe('/api/events?access_token=new');
    latest().emit('error');
    await vi.advanceTimersByTimeAsync(1100);
    expect(FakeEventSource.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(latest().url).toBe('/api/events?access_token=newer');
    connection.stop();
  });

  it('starts the backoff over once a connection is ready', async () => {
    const { connection } = setup(['a', 'b', 'c']);
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    latest().emit('error');
    await vi.advanceTimersByTimeAsync(1000);
    latest().emit('ready');
    latest().emit('error');
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeEventSource.instances).toHaveLength(3);
    connection.stop();
  });

  it('waits and tries again while there is no token', async () => {
    const { connection } = setup([null, 'late']);
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeEventSource.instances).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(latest().url).toBe('/api/events?access_token=late');
    connection.stop();
  });

  it('closes the stream and stops retrying when stopped', async () => {
    const { connection } = setup(['t']);
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    const stream = latest();
    stream.emit('error');
    connection.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});
