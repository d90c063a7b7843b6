import http from 'node:http';
import https from 'node:https';
import {
  OutboundFetchError,
  type OutboundFetchOptions,
  parseOutboundUrl,
  pinnedLookup,
  vetHost,
} from './outbound-fetch';

export interface PostAnswer {
  status: number;
  /** The start of the answer's body, as text. */
  snippet: string;
}

/** How much of an answer is read and kept: enough to show the receiver's error, never its whole page. */
const SNIPPET_BYTES = 500;

/**
 * POSTs a body to an address a user registered (a webhook receiver), with the same checks as fetchOutbound
 * (docs/decisions/0019-outbound-fetch.md): http(s), the host resolved once and every address public or allowed
 * by OUTBOUND_ALLOW_HOSTS, the socket pinned to the checked address. A redirect is NOT followed: it is an answer
 * like any other non-2xx. The whole exchange has `timeoutMs`. Refusals and failures are OutboundFetchError.
 */
export async function postOutbound(
  rawUrl: string,
  request: { body: string; headers: Record<string, string> },
  options: Pick<OutboundFetchOptions, 'allowHosts' | 'resolve'> & { timeoutMs: number },
): Promise<PostAnswer> {
  const url = parseOutboundUrl(rawUrl);
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const vetted = await vetHost(url, options);
    const client = url.protocol === 'https:' ? https : http;
    return await new Promise<PostAnswer>((resolve, reject) => {
      const outgoing = client.request(url, {
        method: 'POST',
        lookup: pinnedLookup(vetted),
        signal,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(request.body)),
          'user-agent': 'Carrossel-Webhooks/1.0',
          ...request.headers,
        },
      });
      outgoing.on('error', reject);
      outgoing.on('response', (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < SNIPPET_BYTES) chunks.push(chunk);
          size += chunk.length;
          // Enough read: the rest of a large answer is not waited for.
          if (size >= SNIPPET_BYTES) response.destroy();
        });
        const finish = () =>
          resolve({
            status: response.statusCode ?? 0,
            snippet: Buffer.concat(chunks).subarray(0, SNIPPET_BYTES).toString('utf8'),
          });
        response.on('end', finish);
        response.on('close', finish);
        response.on('error', reject);
      });
      outgoing.end(request.body);
    });
  } catch (error) {
    if (error instanceof OutboundFetchError) throw error;
    if (signal.aborted) throw new OutboundFetchError('timeout');
    throw new OutboundFetchError('unreachable');
  }
}
