import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '../../shared/endpoint';
import type { AppInstance } from '../app-types';
import { idempotent } from '../idempotency/idempotent-route';

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : unknown;

/** The request of an endpoint's route: params, query and body as its schemas parsed them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

/** Returns the answer (sent with the declared status), or the reply it sent itself. */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<(E['answer'] extends z.ZodType ? z.output<E['answer']> : unknown) | FastifyReply | undefined>;

/** What a route adds to its declaration: guards, rate limits, hooks. The contract's parts come from it. */
export type EndpointRouteOptions = Omit<RouteShorthandOptions, 'schema' | 'method' | 'url' | 'handler'>;

/**
 * Registers the route of a declared endpoint (src/shared/endpoint.ts): its method and path, its schemas
 * (requests that do not match are answered 400 validation_failed by the one error handler; answers are
 * serialized by the answer's schema) and its success status. An idempotent endpoint's handler is wrapped
 * with `idempotent`, so the declaration alone says a route takes `Idempotency-Key`.
 */
export function routeEndpoint<E extends Endpoint>(
  app: AppInstance,
  endpoint: E,
  options: EndpointRouteOptions,
  handler: EndpointHandler<E>,
): void {
  const status = endpoint.status ?? 200;
  const run = endpoint.idempotent ? idempotent(handler) : handler;
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.answer && !endpoint.rawAnswer ? { response: { [status]: endpoint.answer } } : {}),
    },
    handler: async (request, reply) => {
      if (status !== 200) reply.status(status);
      return run(request as EndpointRequest<E>, reply);
    },
  });
}
