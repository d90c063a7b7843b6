import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AppInstance } from '../app-types';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this size the bytes saved do not pay for the work (and a small answer fits one packet anyway). */
export const COMPRESS_MIN_BYTES = 1024;

export type ContentCoding = 'br' | 'gzip';

/**
 * The coding to answer with for an Accept-Encoding header: brotli when the client takes it, else gzip, else none.
 * A coding with q=0 is refused; `*` stands for both.
 */
export function negotiateEncoding(header: string | undefined): ContentCoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: ContentCoding) => accepted.get(coding) ?? accepted.get('*') ?? 0;
  if (weightOf('br') > 0) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return null;
}

/** Compresses one answer; brotli at a middle quality, which is fast enough to do per request. */
export async function compressBody(body: Buffer | string, coding: ContentCoding): Promise<Buffer> {
  if (coding === 'br') {
    return brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
      },
    });
  }
  return gzipAsync(body, { level: 6 });
}

/**
 * Compressed forms of the answers sent as one Buffer, by that Buffer: a route that answers the very same bytes
 * object again (the history list every open dashboard polls keeps its last answer per workspace) is compressed
 * once per coding, not on every poll. Strings are never remembered; a Buffer no longer held is forgotten with it.
 */
const compressedBuffers = new WeakMap<Buffer, Partial<Record<ContentCoding, Promise<Buffer>>>>();

/** compressBody, remembered for a Buffer payload (see compressedBuffers); a failed compression is not kept. */
export function compressAnswer(body: Buffer | string, coding: ContentCoding): Promise<Buffer> {
  if (typeof body === 'string') return compressBody(body, coding);
  const forms = compressedBuffers.get(body) ?? {};
  const known = forms[coding];
  if (known) return known;
  const made = compressBody(body, coding);
  forms[coding] = made;
  compressedBuffers.set(body, forms);
  made.catch(() => {
    if (forms[coding] === made) delete forms[coding];
  });
  return made;
}

const isJson = (contentType: unknown) => typeof contentType === 'string' && contentType.includes('json');

/**
 * API answers in JSON above COMPRESS_MIN_BYTES go out compressed when the client asks (Accept-Encoding), with
 * `Vary: Accept-Encoding` so a cache keeps both forms apart. Event streams never pass here (their route hijacks
 * the reply and writes as events happen); files have their own precompressed copies (spa.ts).
 */
export function registerApiCompression(app: AppInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isJson(reply.getHeader('content-type'))) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    reply.header('vary', 'Accept-Encoding');
    if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload;
    if (reply.getHeader('content-encoding')) return payload;
    const coding = negotiateEncoding(request.headers['accept-encoding']);
    if (!coding) return payload;
    const compressed = await compressAnswer(payload, coding);
    reply.header('content-encoding', coding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
