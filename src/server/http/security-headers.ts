import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { AppInstance } from '../app-types';

/** Helmet's answer headers for our policy, computed once: none of them depends on the request. */
export function computeSecurityHeaders(imageOrigins: readonly string[]): [string, string][] {
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value)]);
      return recorder;
    },
    removeHeader() {},
  };
  let failure: unknown;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * The security headers (CSP and the rest) on every answer. Helmet is run once at start-up and its headers are
 * replayed: the Fastify plugin rebuilt Helmet, parsing the CSP directives again, on every request, which cost
 * about a twentieth of an authenticated read's CPU (docs/decisions/0016-reads-at-scale.md).
 */
export function registerSecurityHeaders(app: AppInstance, imageOrigins: readonly string[]): void {
  const headers = computeSecurityHeaders(imageOrigins);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
