import type { FastifyRequest, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's path parameters that carry a credential (an e-mail link's token, a share link, a signed
     * media link): the request's log line shows `[removido]` in their place (request-logging.ts). Declared by
     * the route itself, so no list elsewhere has to learn about a new one.
     */
    secretParams?: readonly string[];
  }
}

/** Route config marking path parameters as credentials (`config: { ...secretParams('token') }`). */
export function secretParams(...names: string[]): { secretParams: readonly string[] } {
  return { secretParams: names };
}

/** What stands in a log line for a secret parameter. */
export const REDACTED = '[removido]';

const paramName = (segment: string) => /^:(\w+)/.exec(segment)?.[1];

/**
 * Checked as each route is registered (the app does not start otherwise): every parameter a route marks
 * secret is one of its own, and a parameter named like a token is marked, so a new route cannot forget.
 */
export function assertSecretParamsDeclared(route: Pick<RouteOptions, 'url' | 'config' | 'method'>): void {
  const segments = route.url.split('/');
  const names = new Set(segments.map(paramName).filter((name): name is string => Boolean(name)));
  const marked = route.config?.secretParams ?? [];
  for (const name of marked) {
    if (!names.has(name) && !(name === '*' && segments.includes('*'))) {
      throw new Error(
        `${String(route.method)} ${route.url}: secretParams names "${name}", not a parameter of its path`,
      );
    }
  }
  for (const name of names) {
    if (/token/i.test(name) && !marked.includes(name)) {
      throw new Error(
        `${String(route.method)} ${route.url}: the parameter "${name}" is a token: list it in secretParams`,
      );
    }
  }
}

/**
 * The path a log line shows: without the query string (which can carry tokens), and with every parameter its
 * route marks secret replaced by `[removido]`. Segments of the route's pattern and of the path line up one to
 * one; a secret wildcard (`*`) hides the rest of the path.
 */
export function loggedPath(request: Pick<FastifyRequest, 'url' | 'routeOptions'>): string {
  const path = request.url.split('?')[0] ?? '';
  const secret = request.routeOptions.config?.secretParams ?? [];
  const pattern = request.routeOptions.url;
  if (secret.length === 0 || !pattern) return path;
  const patternSegments = pattern.split('/');
  const pathSegments = path.split('/');
  const shown: string[] = [];
  for (const [index, segment] of pathSegments.entries()) {
    const model = patternSegments[index] ?? '';
    if (model === '*' && secret.includes('*')) {
      shown.push(REDACTED);
      break;
    }
    const name = paramName(model);
    shown.push(name && secret.includes(name) ? REDACTED : segment);
  }
  return shown.join('/');
}
