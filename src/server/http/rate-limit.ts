import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

export interface RateLimitRule {
  max: number;
  timeWindow: number;
  /** What is counted: the caller's IP by default, or a finer key such as IP + e-mail, or the user id. */
  keyGenerator?: (request: FastifyRequest) => string;
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
      errorResponseBuilder: (_request, context) =>
        new AppError(
          'rate_limited',
          `Muitas tentativas. Tente novamente em ${Math.max(1, Math.ceil(context.ttl / 1000))}s.`,
        ),
    },
  };
}

/** The IP plus the e-mail of the body, when there is one (login, forgot, resend). */
export function keyByIpAndEmail(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `${request.ip}|${email}`;
}
