import type { z } from 'zod';
import type { ErrorCode } from './error-codes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint of /api, declared once in its feature's `endpoints.ts` in src/shared: the server registers its
 * route from it (src/server/http/endpoint-route.ts: the schemas validate the request and serialize the answer),
 * the web calls it through the typed client (src/web/lib/endpoint-client.ts), and the public API's OpenAPI
 * document is written from the same objects.
 */
export interface Endpoint {
  method: HttpMethod;
  /** Fastify's path, `:name` for a parameter (OpenAPI writes `{name}`). */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The status of a success: 200 unless said. */
  status?: number;
  /** The success answer; none for an empty answer (204), a redirect or a file. */
  answer?: z.ZodType;
  /**
   * The error codes the endpoint may answer besides those any route may (`unauthorized` on a signed-in route,
   * `rate_limited`, `internal`, `DB_UNAVAILABLE`).
   */
  errors: readonly ErrorCode[];
  /** Accepts `Idempotency-Key` (docs/decisions/0017-idempotency-keys.md): the server wraps its handler. */
  idempotent?: boolean;
}

/** A feature's endpoints, by the name its callers use (`api.carousels.get`). */
export type EndpointGroup = Readonly<Record<string, Endpoint>>;

/** Declares a feature's endpoints, keeping each one's exact schemas in its type. */
export const endpoints = <const Group extends EndpointGroup>(group: Group): Group => group;
