import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { isAllowedAddress } from './address-policy';
import { OUTBOUND_MESSAGES } from './messages';

/** What a fetched document is: the three kinds a user's link may name. */
export type FetchedKind = 'html' | 'text' | 'pdf';

export interface FetchedDocument {
  /** The address the document finally came from (after redirects). */
  url: string;
  kind: FetchedKind;
  /** The Content-Type header as sent (its charset matters to decoding). */
  contentType: string;
  body: Buffer;
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address; the default asks the system resolver once. */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

export interface OutboundFetchOptions {
  /** OUTBOUND_ALLOW_HOSTS, parsed (parseAllowHosts). */
  allowHosts: readonly string[];
  resolve?: Resolver;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

export const OUTBOUND_LIMITS = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 } as const;

export type OutboundRefusal = keyof typeof OUTBOUND_MESSAGES;

/** A link we will not or cannot read: `reason` for tests and logs, the message in Portuguese for the user. */
export class OutboundFetchError extends Error {
  readonly reason: OutboundRefusal;

  constructor(reason: OutboundRefusal, message: string = OUTBOUND_MESSAGES[reason]) {
    super(message);
    this.name = 'OutboundFetchError';
    this.reason = reason;
  }
}

const defaultResolve: Resolver = async (host) => {
  const answers = await dnsLookup(host, { all: true, verbatim: true });
  return answers.map((answer) => ({ address: answer.address, family: answer.family === 6 ? 6 : 4 }));
};

const VIDEO_HOSTS = ['youtube.com', 'youtu.be', 'youtube-nocookie.com', 'instagram.com', 'instagr.am'];

function isVideoHost(host: string): boolean {
  return VIDEO_HOSTS.some((name) => host === name || host.endsWith(`.${name}`));
}

/** Parses and vets the link's form: a valid http(s) address, not a video or social post we cannot read. */
export function parseOutboundUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new OutboundFetchError('invalid_url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundFetchError('protocol');
  if (url.username || url.password) throw new OutboundFetchError('credentials');
  if (isVideoHost(url.hostname.toLowerCase())) throw new OutboundFetchError('video');
  return url;
}

/**
 * Resolves the link's host once and returns the one address the connection will use, after checking that
 * every address of the answer is allowed: one private address among public ones refuses the whole host
 * (a resolver may hand out either, and a second lookup could differ).
 */
export async function vetHost(url: URL, options: OutboundFetchOptions): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let answers: ResolvedAddress[];
  const family = isIP(host);
  if (family !== 0) answers = [{ address: host, family: family === 6 ? 6 : 4 }];
  else {
    try {
      answers = await (options.resolve ?? defaultResolve)(host);
    } catch {
      throw new OutboundFetchError('not_found');
    }
  }
  const first = answers[0];
  if (!first) throw new OutboundFetchError('not_found');
  if (!answers.every((answer) => isAllowedAddress(host, answer.address, options.allowHosts)))
    throw new OutboundFetchError('private');
  return first;
}

/** A lookup that answers with the vetted address, whatever it is asked: the socket connects where we checked. */
export function pinnedLookup(vetted: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: vetted.address, family: vetted.family }]);
    else callback(null, vetted.address, vetted.family);
  };
}

function requestOnce(url: URL, vetted: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: 'GET',
      lookup: pinnedLookup(vetted),
      signal,
      // No keep-alive pool: a pooled socket would skip the pinned lookup for a later host of the same name.
      agent: false,
      headers: {
        'user-agent': 'CarrosselBot/1.0 (+leitura de um link enviado por um usuário)',
        accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,application/pdf;q=0.9',
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'pt-BR,pt;q=0.9',
      },
    });
    request.on('response', resolve);
    request.on('error', reject);
    request.end();
  });
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function classify(contentType: string, head: Buffer): FetchedKind | null {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'text/html' || type === 'application/xhtml+xml') return 'html';
  if (type === 'text/plain') return 'text';
  if (type === 'application/pdf') return 'pdf';
  // Some servers send PDFs as a generic download: the file's own signature decides.
  if (
    (type === '' || type === 'application/octet-stream') &&
    head.subarray(0, 5).toString('latin1') === '%PDF-'
  )
    return 'pdf';
  return null;
}

function decoded(response: IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(zlib.createGunzip());
  if (encoding === 'deflate') return response.pipe(zlib.createInflate());
  if (encoding === 'br') return response.pipe(zlib.createBrotliDecompress());
  return response;
}

/** Reads the body up to the cap, counting the bytes after decompression (a small gzip can unpack to gigabytes). */
async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new OutboundFetchError('too_large');
  }
  const chunks: Buffer[] = [];
  let total = 0;
  const stream = decoded(response);
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) throw new OutboundFetchError('too_large');
      chunks.push(chunk);
    }
  } finally {
    response.destroy();
    if (stream !== response) stream.destroy();
  }
  return Buffer.concat(chunks);
}

/**
 * GETs a link a user gave, safely (docs/decisions/0019-outbound-fetch.md): http(s) only; the host resolved once
 * and every address public (or allowed by OUTBOUND_ALLOW_HOSTS); the socket pinned to the checked address; at
 * most 5 redirects, each vetted the same way; 10 s and 5 MB for the whole; only HTML, plain text and PDF. Every
 * refusal is an OutboundFetchError with a Portuguese message.
 */
export async function fetchOutbound(rawUrl: string, options: OutboundFetchOptions): Promise<FetchedDocument> {
  const timeoutMs = options.timeoutMs ?? OUTBOUND_LIMITS.timeoutMs;
  const maxBytes = options.maxBytes ?? OUTBOUND_LIMITS.maxBytes;
  const maxRedirects = options.maxRedirects ?? OUTBOUND_LIMITS.maxRedirects;
  const signal = AbortSignal.timeout(timeoutMs);
  let url = parseOutboundUrl(rawUrl);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const vetted = await vetHost(url, options);
      if (signal.aborted) throw new OutboundFetchError('timeout');
      const response = await requestOnce(url, vetted, signal);
      const status = response.statusCode ?? 0;
      if (REDIRECT_STATUSES.has(status)) {
        response.resume();
        const location = response.headers.location;
        if (!location) throw new OutboundFetchError('http_error');
        if (redirects >= maxRedirects) throw new OutboundFetchError('too_many_redirects');
        let next: string;
        try {
          next = new URL(location, url).toString();
        } catch {
          throw new OutboundFetchError('invalid_url');
        }
        url = parseOutboundUrl(next);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new OutboundFetchError(
          'http_error',
          OUTBOUND_MESSAGES.http_error.replace('{status}', String(status)),
        );
      }
      const contentType = String(response.headers['content-type'] ?? '');
      const declaredKind = classify(contentType, Buffer.alloc(0));
      if (declaredKind === null && contentType.split(';')[0]?.trim() && !/octet-stream/i.test(contentType)) {
        response.destroy();
        throw new OutboundFetchError('unsupported_type');
      }
      const body = await readCapped(response, maxBytes);
      const kind = declaredKind ?? classify(contentType, body);
      if (kind === null) throw new OutboundFetchError('unsupported_type');
      return { url: url.toString(), kind, contentType, body };
    }
  } catch (error) {
    if (error instanceof OutboundFetchError) throw error;
    if (signal.aborted) throw new OutboundFetchError('timeout');
    throw new OutboundFetchError('unreachable');
  }
}
