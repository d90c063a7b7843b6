import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_ERRORS } from '../../shared/auth/messages';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_MESSAGES } from '../../shared/idempotency';
import type { AppInstance } from '../app-types';
import { type IdempotencyClaim, IdempotencyKeyTaken, runWithIdempotencyClaim } from '../db/idempotency-claim';
import { AppError } from '../http/app-error';
import { createIdempotencyStore, type IdempotencyStore, type StoredAnswer } from './key-store';

/** The request being served under a key, by request: the onSend hook stores its answer. */
const servedUnderKey = new WeakMap<FastifyRequest, IdempotencyClaim>();

const REPLAY_WAIT_MS = 10_000;
const REPLAY_POLL_MS = 100;

/** Keys sorted at every level, so the same JSON written in another order is the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * What makes two requests the same: method, route, its parameters, the body and the workspace it acts in (set
 * by the workspace guard or an API key; read as a field like the user), so a key reused in another workspace is
 * another request (422), never the first workspace's answer.
 */
function hashRequest(request: FastifyRequest): string {
  return createHash('sha256')
    .update(
      canonicalJson({
        method: request.method,
        route: request.routeOptions.url ?? request.url,
        params: request.params,
        body: request.body,
        workspace: request.workspace?.id,
      }),
    )
    .digest('hex');
}

function readKey(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw.join(',') : raw;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new AppError('validation_failed', IDEMPOTENCY_MESSAGES.invalidKey, {
      issues: [{ path: IDEMPOTENCY_HEADER, message: IDEMPOTENCY_MESSAGES.invalidKey }],
    });
  }
  return key;
}

/** Sends the stored answer; the handler then returns nothing (Fastify sees the reply sent). */
async function replay(reply: FastifyReply, requestHash: string, answer: StoredAnswer): Promise<undefined> {
  if (answer.requestHash !== requestHash)
    throw new AppError('idempotency_key_reused', IDEMPOTENCY_MESSAGES.keyReused);
  if (answer.status === null || answer.body === null)
    throw new AppError('conflict', IDEMPOTENCY_MESSAGES.inProgress);
  reply
    .status(answer.status)
    .header('idempotent-replayed', 'true')
    .type('application/json; charset=utf-8')
    .send(answer.body);
  return undefined;
}

/** The answer under a key once stored: a request holding the key has committed its effect already. */
async function waitForAnswer(store: IdempotencyStore, ownerId: string, key: string) {
  const deadline = Date.now() + REPLAY_WAIT_MS;
  for (;;) {
    const answer = await store.find(ownerId, key);
    if (!answer || answer.status !== null || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, REPLAY_POLL_MS));
  }
}

/** Stores each keyed request's answer as it is sent (registered once, by buildApp). */
export function registerIdempotentAnswers(app: AppInstance): void {
  const store = createIdempotencyStore(app.ctx.pool);
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = servedUnderKey.get(request);
    if (!claim) return payload;
    servedUnderKey.delete(request);
    claim.closed = true;
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
    const status = reply.statusCode;
    if (body === null || status >= 500) return payload;
    // Without a committed key (the handler wrote nothing under it), only a success is worth remembering.
    if (!claim.committed && (status < 200 || status >= 300)) return payload;
    await store.saveAnswer(claim, { status, body }, !claim.committed).catch((error: unknown) => {
      request.log.warn({ err: error }, 'idempotency: the answer could not be stored');
    });
    return payload;
  });
}

/**
 * Wraps the handler of a route whose request spends or posts. With an `Idempotency-Key` header, a repeat of
 * the same request within 24 hours answers the first answer (same status and body, plus `Idempotent-Replayed:
 * true`) without a second effect, and the same key with another request answers 422. Without the header
 * nothing changes. Only answers below 500 are kept: a request that failed on our side may be tried again.
 * The route must run after requireUser (the key belongs to the user).
 */
export function idempotent<Req extends FastifyRequest, Rep extends FastifyReply, Result>(
  handler: (request: Req, reply: Rep) => Promise<Result>,
): (request: Req, reply: Rep) => Promise<Result | undefined> {
  return async (request, reply) => {
    const key = readKey(request);
    if (key === null) return handler(request, reply);
    const store = createIdempotencyStore(request.server.ctx.pool);
    // The signed-in caller (set by auth's guards, declared on FastifyRequest there): read as a field, so this
    // platform piece needs nothing of auth. A route spending under a key always sits behind a guard.
    const ownerId = request.user?.id;
    if (!ownerId) throw new AppError('unauthorized', AUTH_ERRORS.sessionNotFound);
    const requestHash = hashRequest(request);
    const earlier = await waitForAnswer(store, ownerId, key);
    if (earlier) return replay(reply, requestHash, earlier);

    const claim: IdempotencyClaim = { ownerId, key, requestHash, committed: false, closed: false };
    servedUnderKey.set(request, claim);
    try {
      return await runWithIdempotencyClaim(claim, () => handler(request, reply));
    } catch (error) {
      if (!(error instanceof IdempotencyKeyTaken)) throw error;
      servedUnderKey.delete(request);
      const answer = await waitForAnswer(store, ownerId, key);
      if (!answer) throw new AppError('conflict', IDEMPOTENCY_MESSAGES.inProgress);
      return replay(reply, requestHash, answer);
    }
  };
}
