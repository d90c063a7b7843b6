import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManyRequestsError } from './app-error';

export interface RateLimitRule {
  max: number;
  timeWindow: number;
  /** What is counted: the caller's IP by default, or a finer key such as IP + e-mail, or the user id. */
  keyGenerator?: (request: FastifyRequest) => string;
  /**
   * `preHandler` when the key needs the parsed body or the signed-in user (onRequest runs before both);
   * `onRequest` (the default) refuses before any work.
   */
  hook?: 'onRequest' | 'preHandler';
  /** The 429 sentence before "Tente novamente em Ns."; "Muitas tentativas." by default. */
  message?: string;
}

function tooManyRequests(rule: RateLimitRule, ttlMs: number): TooManyRequestsError {
  return new TooManyRequestsError(rule.message ?? 'Muitas tentativas.', ttlMs);
}

/**
 * Per-route config for @fastify/rate-limit with our 429 body. Counters live in each node's memory: with N API
 * nodes a client gets up to N times the allowance, which still stops brute force (docs/decisions/0003).
 */
export function rateLimit(enabled: boolean, rule: RateLimitRule): { rateLimit: RateLimitOptions | false } {
  if (!enabled) return { rateLimit: false };
  return {
    rateLimit: {
      max: rule.max,
      timeWindow: rule.timeWindow,
      ...(rule.keyGenerator ? { keyGenerator: rule.keyGenerator } : {}),
      ...(rule.hook ? { hook: rule.hook } : {}),
      errorResponseBuilder: (_request, context) => tooManyRequests(rule, context.ttl),
    },
  };
}

/**
 * A second limit on a route that has one already (the plugin applies one per route): a hook to put in the
 * route's onRequest or preHandler list. `name` keeps its counters apart from every other limit's.
 */
export function extraRateLimit(
  app: FastifyInstance,
  enabled: boolean,
  rule: RateLimitRule & { name: string },
): (request: FastifyRequest) => Promise<void> {
  if (!enabled) return async () => undefined;
  const keyOf = rule.keyGenerator ?? ((request: FastifyRequest) => request.ip);
  const check = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.timeWindow,
    keyGenerator: (request) => `${rule.name}|${keyOf(request)}`,
  });
  return async (request) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(rule, result.ttl);
  };
}

/** The e-mail of the body, trimmed and lower-cased ('' without one). Only meaningful once the body is parsed. */
export function readBodyEmail(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/** The IP plus the e-mail of the body (login, forgot, resend): needs hook 'preHandler', after the body parser. */
export function keyByIpAndEmail(request: FastifyRequest): string {
  return `${request.ip}|${readBodyEmail(request)}`;
}

/** The signed-in user (needs hook 'preHandler', after requireUser), else the IP. */
export function keyByUser(scope: string): (request: FastifyRequest) => string {
  return (request) => `${scope}:${request.user?.id ?? request.ip}`;
}
