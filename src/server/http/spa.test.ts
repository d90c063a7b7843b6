import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../app-types';
import { registerSpa } from './spa';

let dist: string;
let app: ReturnType<typeof Fastify>;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'carrossel-spa-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Carrossel</title>');
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
