import { Agent, request as httpsRequest } from 'node:https';
import { PixProviderError } from './errors';
import type { PixProviderName } from './provider';

/**
 * The HTTP side of the Banco Central's "API Pix": every call over mutual TLS with the PSP-issued client
 * certificate, authorised by an OAuth2 client-credentials token (docs/pix-bcb.md). The token is kept until
 * shortly before it expires and fetched again once when the PSP answers 401 (revoked or rotated early).
 */

const PROVIDER = 'bcb' satisfies PixProviderName;
/** A token is renewed this long before the PSP says it expires, so no call carries one that dies in flight. */
const TOKEN_EARLY_RENEWAL_MS = 60_000;
const DEFAULT_TIMEOUT_MS = 10_000;

export interface BcbTlsMaterial {
  /** PKCS#12 (.p12/.pfx) bytes, as Efí and Inter issue them; or `cert`+`key` from a .pem. */
  pfx?: Buffer;
  cert?: Buffer;
  key?: Buffer;
  passphrase?: string;
  /** Extra CAs to trust for the PSP's server (its homologação chain, or a test CA); the system's otherwise. */
  ca?: Buffer;
}

export interface BcbClientConfig {
  /** e.g. https://pix.api.efipay.com.br; the standard's paths (/v2/cob/...) are appended. */
  baseUrl: string;
  /** Absolute URL of the token endpoint (the PSP's, e.g. {baseUrl}/oauth/token). */
  tokenUrl: string;
  scopes: string;
  /** 'basic': client id and secret in Authorization (the standard's RFC 6749 form); 'body': in the form (Inter). */
  tokenAuth: 'basic' | 'body';
  clientId: string;
  clientSecret: string;
  tls: BcbTlsMaterial;
  timeoutMs?: number;
  /** For tests of expiry; Date.now otherwise. */
  now?: () => number;
}

export interface BcbResponse {
  status: number;
  json: unknown;
  text: string;
}

interface CachedToken {
  value: string;
  renewAt: number;
}

export interface BcbClient {
  /** A call to the API with the bearer token; 401 once means a new token and one more try. */
  call(
    method: 'GET' | 'PUT' | 'POST',
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<BcbResponse>;
  close(): void;
}

export function createBcbClient(config: BcbClientConfig): BcbClient {
  const now = config.now ?? Date.now;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  const agent = new Agent({ ...config.tls, keepAlive: true });
  let token: CachedToken | null = null;
  let pendingToken: Promise<CachedToken> | null = null;

  function send(
    method: string,
    url: string,
    headers: Record<string, string>,
    body: string | undefined,
  ): Promise<BcbResponse> {
    const label = `${method} ${new URL(url).pathname}`;
    return new Promise((resolve, reject) => {
      const req = httpsRequest(
        url,
        {
          method,
          agent,
          headers: {
            Accept: 'application/json',
            ...headers,
            ...(body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) }),
          },
          timeout: timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', (error) =>
            reject(
              new PixProviderError(PROVIDER, `${label} failed: ${error.message}`, { isRetryable: true }),
            ),
          );
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let json: unknown = null;
            try {
              json = text ? JSON.parse(text) : null;
            } catch {
              json = null;
            }
            resolve({ status: res.statusCode ?? 0, json, text });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error(`timed out after ${timeoutMs} ms`)));
      req.on('error', (error) =>
        reject(
          new PixProviderError(PROVIDER, `${label} failed: ${error.message}`, {
            isRetryable: true,
            cause: error,
          }),
        ),
      );
      req.end(body);
    });
  }

  async function fetchToken(): Promise<CachedToken> {
    const form = new URLSearchParams({ grant_type: 'client_credentials', scope: config.scopes });
    const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
    if (config.tokenAuth === 'basic') {
      const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
      headers.Authorization = `Basic ${basic}`;
    } else {
      form.set('client_id', config.clientId);
      form.set('client_secret', config.clientSecret);
    }
    const startedAt = now();
    const response = await send('POST', config.tokenUrl, headers, form.toString());
    const answer = response.json as { access_token?: unknown; expires_in?: unknown } | null;
    if (response.status !== 200 || typeof answer?.access_token !== 'string') {
      // The answer may echo the credentials: only the status goes to the logs.
      throw new PixProviderError(PROVIDER, `token request answered ${response.status}`, {
        httpStatus: response.status,
        isRetryable: response.status === 429 || response.status >= 500,
      });
    }
    const seconds = typeof answer.expires_in === 'number' && answer.expires_in > 0 ? answer.expires_in : 3600;
    return {
      value: answer.access_token,
      renewAt: startedAt + Math.max(seconds * 1000 - TOKEN_EARLY_RENEWAL_MS, seconds * 500),
    };
  }

  /** Concurrent calls share one token request. */
  async function currentToken(): Promise<string> {
    if (token && now() < token.renewAt) return token.value;
    pendingToken ??= fetchToken().finally(() => {
      pendingToken = null;
    });
    token = await pendingToken;
    return token.value;
  }

  return {
    async call(method, path, body, headers = {}) {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const jsonHeaders =
        payload === undefined ? headers : { 'Content-Type': 'application/json', ...headers };
      const attempt = async () =>
        send(
          method,
          `${baseUrl}${path}`,
          { ...jsonHeaders, Authorization: `Bearer ${await currentToken()}` },
          payload,
        );
      const first = await attempt();
      if (first.status !== 401) return first;
      token = null;
      return attempt();
    },
    close() {
      agent.destroy();
    },
  };
}

/** The problem+json `detail`/`title` of a PSP error (the standard's error shape), for logs; never the body. */
export function describeBcbError(response: BcbResponse): string {
  const problem = response.json as { title?: unknown; detail?: unknown } | null;
  const parts = [problem?.title, problem?.detail].filter((part): part is string => typeof part === 'string');
  return parts.length > 0 ? parts.join(': ').slice(0, 200) : `HTTP ${response.status}`;
}
