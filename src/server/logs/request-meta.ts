import type { FastifyRequest } from 'fastify';

/** The caller's IP (X-Forwarded-For only when TRUST_PROXY is set: Fastify's trustProxy decides) and UA. */
export function getRequestMeta(request: FastifyRequest): { ip: string; userAgent: string | null } {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}
