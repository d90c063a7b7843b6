import type { FastifyRequest } from 'fastify';

/** Who asked: the log row every admin action (and sign-in) writes carries it. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

/** The caller's IP (X-Forwarded-For only when TRUST_PROXY is set: Fastify's trustProxy decides) and UA. */
export function getRequestMeta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}
