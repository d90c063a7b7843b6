import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_MESSAGES } from '../../shared/api-keys/schemas';
import { AUTH_ERRORS } from '../../shared/auth/messages';
import type { ErrorCode } from '../../shared/error-codes';
import { WORKSPACE_HEADER } from '../../shared/workspaces/roles';
import type { AppInstance } from '../app-types';
import { AppError, TooManyRequestsError } from '../http/app-error';
import type { ApiKeyService, KeyStanding } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the API-key hook of /api/v1 and /mcp: the key the request came with. */
    apiKeyId?: string;
  }
}

/** Requests a key may make per window, on /api/v1 and the MCP tools together (docs/api.md). */
export const API_KEY_RATE_LIMIT = { max: 120, timeWindowMs: 60 * 1000 } as const;

function readKey(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.toLowerCase().startsWith('bearer ')) return null;
  const key = header.slice(7).trim();
  return key === '' ? null : key;
}

/** Why a key does not work, as answered: 401 when it no longer stands for anyone, 403 when it is held back. */
const REFUSALS: Record<Exclude<KeyStanding['kind'], 'ok'>, [ErrorCode, string]> = {
  invalid: ['unauthorized', API_KEY_MESSAGES.invalid],
  creator_left: ['unauthorized', API_KEY_MESSAGES.creatorLeft],
  blocked: ['account_blocked', AUTH_ERRORS.blocked],
  creator_reader: ['forbidden', API_KEY_MESSAGES.creatorReader],
};

/**
 * A key acts in its own workspace only: `X-Workspace-Id` may repeat it, but naming any other (or a malformed
 * value) is refused rather than ignored, so a client that meant another workspace never spends this one's
 * credits. Every other id answers alike: nobody learns which workspaces exist.
 */
function checkNamedWorkspace(request: FastifyRequest, workspaceId: string): void {
  const named = request.headers[WORKSPACE_HEADER.toLowerCase()];
  if (named === undefined || named === '') return;
  if (typeof named === 'string' && named.trim().toLowerCase() === workspaceId) return;
  throw new AppError('bad_request', API_KEY_MESSAGES.otherWorkspace);
}

/**
 * The onRequest hook of a scope authenticated by API key (/api/v1, /mcp): the member who created a live key
 * becomes `request.user` (a plain user: never an administrator) and the key's workspace `request.workspace`,
 * with an editor's rights; or 401/403 saying why the key does not work. With `limit`, each key has its own
 * allowance, told in `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` on every answer and
 * `Retry-After` on a 429.
 */
export function apiKeyAuth(
  app: AppInstance,
  apiKeys: ApiKeyService,
  options: { limit: boolean },
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const check = options.limit
    ? app.createRateLimit({
        max: API_KEY_RATE_LIMIT.max,
        timeWindow: API_KEY_RATE_LIMIT.timeWindowMs,
        keyGenerator: (request) => `api-key|${request.apiKeyId ?? request.ip}`,
      })
    : null;
  return async (request, reply) => {
    const key = readKey(request);
    if (!key) throw new AppError('unauthorized', API_KEY_MESSAGES.missing);
    const found = await apiKeys.authenticate(key);
    if (found.kind !== 'ok') throw new AppError(...REFUSALS[found.kind]);
    checkNamedWorkspace(request, found.workspace.id);
    request.user = found.user;
    request.apiKeyId = found.keyId;
    request.workspace = found.workspace;
    if (!check) return;
    const result = await check(request);
    if (result.isAllowed) return; // only on an allow list, which this limit has none of
    reply.header('ratelimit-limit', result.max);
    reply.header('ratelimit-remaining', result.remaining);
    reply.header('ratelimit-reset', result.ttlInSeconds);
    if (result.isExceeded) throw new TooManyRequestsError(API_KEY_MESSAGES.rateLimited, result.ttl);
  };
}
