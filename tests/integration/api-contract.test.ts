import { describe, expect, it } from 'vitest';
import { listRoutes } from '../../src/server/contract/route-list';
import { API_CONTRACT } from '../../src/shared/api-contract';
import type { Endpoint } from '../../src/shared/endpoint';
import { setUpAppKit } from '../helpers/app-kit';
import type { TestApp } from '../helpers/test-app';

let testApp: TestApp;
setUpAppKit({}, (kit) => {
  ({ testApp } = kit);
});

/** /api routes that are no contract of ours, each with why. */
const NOT_DECLARED = new Map<string, string>([
  ['GET /api/health', "the operators' health page, not called by the app"],
  ['GET /api/health/live', "the orchestrator's liveness probe"],
  ['GET /api/health/ready', "the orchestrator's readiness probe"],
  ['POST /api/webhooks/:provider', "the PIX provider's notification, in the provider's format"],
  ['POST /api/webhooks/:provider/pix', 'the same notification, where some providers append /pix'],
  ['GET /api/instagram/callback', "where Meta's sign-in sends the browser back (a redirect, not a call)"],
  ['GET /api/linkedin/callback', "where LinkedIn's sign-in sends the browser back (a redirect, not a call)"],
  ['GET /api/instagram/midia/:token', 'the slide files Meta downloads while publishing'],
  ['GET /api/v1/openapi.json', 'the document written from the public endpoints, a static file'],
]);

const declared = Object.values(API_CONTRACT).flatMap((group) =>
  Object.values(group as Record<string, Endpoint>).map((endpoint) => `${endpoint.method} ${endpoint.path}`),
);

describe('the API contract', () => {
  it('declares each endpoint once', () => {
    expect(declared.filter((route, index) => declared.indexOf(route) !== index)).toEqual([]);
  });

  it('is registered by the server: every declared endpoint has its route', () => {
    const registered = new Set(listRoutes(testApp.ctx).map((route) => `${route.method} ${route.url}`));
    expect(declared.filter((route) => !registered.has(route))).toEqual([]);
  });

  it('has every /api route the server registers, but for a short named list', () => {
    const known = new Set(declared);
    const undeclared = listRoutes(testApp.ctx)
      .map((route) => `${route.method} ${route.url}`)
      .filter(
        (route) => route.split(' ')[1]?.startsWith('/api') && !known.has(route) && !NOT_DECLARED.has(route),
      );
    expect(undeclared).toEqual([]);
  });
});
