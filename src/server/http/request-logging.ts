import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { AppInstance } from '../app-types';
import type { Metrics } from '../metrics/metrics';
import { assertSecretParamsDeclared, loggedPath } from './secret-params';

const FORWARDED_ID = /^[\w.:-]{8,64}$/;

/**
 * The request id: the load balancer's `X-Request-Id` when it looks like one (so a line can be followed from
 * the proxy to the node), otherwise a fresh UUID. Answered back in `X-Request-Id` for support tickets.
 */
export function requestIdOf(request: IncomingMessage): string {
  const forwarded = request.headers['x-request-id'];
  return typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
}

/**
 * One line per request, when it ends (Fastify's own two lines are off): method, path without the query string
 * (which can carry tokens) and without the parameters its route marks secret (secret-params.ts: an e-mail
 * link's token, a share link, a signed media link), status, time, the request id (every line of the request
 * has it) and the user id when signed in. The same moment feeds http_request_duration_seconds, labelled by
 * route pattern. Every route registered after this is checked for undeclared tokens.
 */
export function registerRequestLogging(app: AppInstance, metrics: Metrics): void {
  app.addHook('onRoute', (route) => assertSecretParamsDeclared(route));
  // Read while the request is on its own route: a handler that hands it to the 404 handler (callNotFound)
  // moves it to the 404 route, whose options no longer say which parameters are secret.
  const paths = new WeakMap<object, string>();
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    paths.set(request, loggedPath(request));
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const seconds = reply.elapsedTime / 1000;
    metrics.httpRequestDuration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      seconds,
    );
    request.log.info(
      {
        method: request.method,
        url: paths.get(request) ?? loggedPath(request),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ...(request.user ? { userId: request.user.id } : {}),
      },
      'request completed',
    );
  });
}
