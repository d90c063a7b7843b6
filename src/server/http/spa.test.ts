import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_SCREENS } from '../../shared/token-screens';
import type { AppInstance } from '../app-types';
import { loggedPath } from './secret-params';
import { registerSpa } from './spa';

let dist: string;
let app: ReturnType<typeof Fastify>;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'carrossel-spa-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Carrossel</title>');
  writeFileSync(path.join(dist, 'share.html'), '<!doctype html><title>Carrossel compartilhado</title>');
  writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'index-abc.js.map'), '{"sourcesContent":["const segredo = 1"]}');
  app = Fastify();
  await registerSpa(app as unknown as AppInstance, dist);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('registerSpa', () => {
  it('serves the bundles and deep links but never a source map', async () => {
    const bundle = await app.inject({ url: '/assets/index-abc.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const deepLink = await app.inject({ url: '/historico' });
    expect(deepLink.body).toContain('<title>Carrossel</title>');
    expect(deepLink.headers['cache-control']).toBe('no-cache');
    const map = await app.inject({ url: '/assets/index-abc.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('segredo');
  });
});

describe('a shared carousel', () => {
  it('is never indexed, even when its page comes without the answer (unknown link, failed lookup)', async () => {
    for (const url of ['/c/um-token', '/c/um-token/']) {
      const page = await app.inject({ url });
      expect(page.body, url).toContain('<title>Carrossel compartilhado</title>');
      expect(page.headers['x-robots-tag'], url).toBe('noindex');
    }
  });
});

describe('the screens with a token in their path', () => {
  it('keep the token out of the log line, with or without a trailing slash', async () => {
    const logged: string[] = [];
    const served = Fastify();
    // What registerRequestLogging writes as the line's url.
    served.addHook('onRequest', async (request) => {
      logged.push(loggedPath(request));
    });
    await registerSpa(served as unknown as AppInstance, dist);
    await served.ready();
    try {
      const token = 'segredo-do-link-0123456789';
      for (const screen of Object.values(TOKEN_SCREENS)) {
        for (const url of [screen.replace(':token', token), `${screen.replace(':token', token)}/`]) {
          const answer = await served.inject({ url });
          expect(answer.statusCode, url).toBe(200);
          expect(answer.body, url).toContain('<title>Carrossel');
        }
      }
      expect(logged).toHaveLength(Object.keys(TOKEN_SCREENS).length * 2);
      expect(logged.filter((line) => line.includes(token))).toEqual([]);
    } finally {
      await served.close();
    }
  });
});
