export interface SseEvent {
  event: string;
  data: unknown;
}

export interface SseClient {
  status: number;
  contentType: string | null;
  /** Resolves with the first event (already received or still to come) that matches and was not taken yet. */
  next(match?: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Every event received so far that no next() took. */
  pending(): SseEvent[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** A minimal EventSource over fetch: reads the real HTTP stream and parses `event:` / `data:` blocks. */
export async function openEventStream(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const queue: SseEvent[] = [];
  const waiters: Array<() => void> = [];
  const wake = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };
  let ended: Promise<void> = Promise.resolve();
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    ended = (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let boundary = buffer.indexOf('\n\n');
          while (boundary >= 0) {
            const block = buffer.slice(0, boundary);
            buffer = buffer.slice(boundary + 2);
            let event = 'message';
            let data: string | null = null;
            for (const line of block.split('\n')) {
              if (line.startsWith('event: ')) event = line.slice(7);
              if (line.startsWith('data: ')) data = line.slice(6);
            }
            if (data !== null) {
              queue.push({ event, data: JSON.parse(data) });
              wake();
            }
            boundary = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // Aborted by close().
      }
    })();
  }
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    async next(match = () => true, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = queue.findIndex(match);
        if (index >= 0) return queue.splice(index, 1)[0] as SseEvent;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(queue)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    pending: () => [...queue],
    ended,
    close: () => controller.abort(),
  };
}
