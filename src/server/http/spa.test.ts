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
    expect((await app.inject({ url: '/assets/index-abc.js' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/historico' })).body).toContain('<title>Carrossel</title>');
    const map = await app.inject({ url: '/assets/index-abc.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('segredo');
  });
});
