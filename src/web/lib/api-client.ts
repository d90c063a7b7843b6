import { apiErrorBodySchema } from '../../shared/api-error';
import { ERROR_CODE } from '../../shared/error-codes';
import { IDEMPOTENCY_HEADER } from '../../shared/idempotency';
import { WORKSPACE_MESSAGES } from '../../shared/workspaces/messages';
import { WORKSPACE_HEADER } from '../../shared/workspaces/roles';
import { getActiveWorkspaceId, reportWorkspaceNotFound } from './active-workspace';
import { ApiError, NETWORK_ERROR_STATUS } from './api-error';

// The error type and its helpers live apart (no zod there), so the light login entry can read an error too.
export { ApiError, getApiErrorCode, getErrorMessage, NETWORK_ERROR_STATUS } from './api-error';

type TokenProvider = () => Promise<string | null> | string | null;
let getAccessToken: TokenProvider = () => null;
let onUnauthorized: (() => void) | null = null;
let onAccountBlocked: (() => void) | null = null;

/** The auth layer plugs in how to get the current access token and what to do on a 401 or a blocked account. */
export function configureApiClient(options: {
  getAccessToken: TokenProvider;
  onUnauthorized?: () => void;
  onAccountBlocked?: () => void;
}): void {
  getAccessToken = options.getAccessToken;
  onUnauthorized = options.onUnauthorized ?? null;
  onAccountBlocked = options.onAccountBlocked ?? null;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Overrides the session's token (e.g. the support call's local-storage fallback). */
  token?: string | null;
  signal?: AbortSignal;
  /** Skip the bearer token entirely (auth endpoints). */
  anonymous?: boolean;
  /** 'blob' for an image answer (the slide editor's preview); errors are still read as JSON. */
  responseType?: 'json' | 'blob';
  /** For a request that spends or posts: the submission's key (useSubmissionKey), so a repeat is made once. */
  idempotencyKey?: string;
}

/**
 * Sends JSON with credentials, the bearer token when there is one and the active team workspace's id. A non-OK answer raises ApiError with
 * the JSON body's `message`, else 'Erro {status}' (docs/product-rules.md §7 notes). Empty or non-JSON success bodies
 * resolve to undefined.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  // A file sent as it is (a CSV): its own type names it.
  const isBlob = typeof Blob !== 'undefined' && options.body instanceof Blob;
  if (isBlob) headers['Content-Type'] = (options.body as Blob).type || 'application/octet-stream';
  else if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const token = options.anonymous
    ? null
    : options.token !== undefined
      ? options.token
      : await getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
  // The active workspace (lib/active-workspace.ts); none for the personal one, so the request is as before.
  const workspaceId = options.anonymous ? null : getActiveWorkspaceId();
  if (workspaceId) headers[WORKSPACE_HEADER] = workspaceId;

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      credentials: 'include',
      body:
        options.body === undefined
          ? undefined
          : isForm || isBlob
            ? (options.body as FormData | Blob)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('Falha de rede. Verifique sua conexão e tente novamente.', {
      status: NETWORK_ERROR_STATUS,
    });
  }

  if (response.ok && options.responseType === 'blob') return (await response.blob()) as T;
  const text = await response.text();
  const json = parseJson(text);
  if (!response.ok) {
    const parsed = apiErrorBodySchema.safeParse(json);
    const retryAfter = Number(response.headers.get('Retry-After'));
    const error = new ApiError(parsed.success ? parsed.data.message : `Erro ${response.status}`, {
      status: response.status,
      code: parsed.success ? parsed.data.code : undefined,
      body: parsed.success ? parsed.data : undefined,
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    });
    if (response.status === 401 && !options.anonymous) onUnauthorized?.();
    // The named workspace is not the caller's any more (deleted, or the member removed): the app checks and
    // falls back to the personal one.
    if (response.status === 404 && workspaceId && error.message === WORKSPACE_MESSAGES.notFound)
      reportWorkspaceNotFound(workspaceId);
    if (response.status === 403 && error.code === ERROR_CODE.account_blocked && !options.anonymous)
      onAccountBlocked?.();
    throw error;
  }
  return json as T;
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
