import type { z } from 'zod';
import type { ErrorCode } from './error-codes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint of /api, declared once in its feature's `endpoints.ts` in src/shared: the server registers its
 * route from it (src/server/contract/endpoint-route.ts: the schemas validate the request and serialize the answer),
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
  /** The body is a file, or a multipart form with one: the route reads it itself (no schema applies). */
  upload?: true;
  /** The status of a success: 200 unless said. */
  status?: number;
  /** The success answer; none for an empty answer (204), a redirect or a file. */
  answer?: z.ZodType;
  /**
   * The route sends the answer's JSON text itself (the hottest read, docs/decisions/0016-reads-at-scale.md): the
   * server does not serialize it again with `answer`, which stays the contract its tests hold.
   */
  rawAnswer?: true;
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

/** `/api/carousels/:id` with `{ id: 'x' }`: `/api/carousels/x`, each value encoded. */
export function endpointPath(path: string, values: Readonly<Record<string, unknown>>): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(values[name] ?? '')));
}
