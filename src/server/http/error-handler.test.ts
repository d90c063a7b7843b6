import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { AppError } from './app-error';
import { registerErrorHandler } from './error-handler';

async function buildTestServer() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app as unknown as AppInstance);
  app.post(
    '/validated',
    { schema: { body: z.object({ nome: z.string().min(2, 'Nome deve ter pelo menos 2 caracteres') }) } },
    async () => ({ ok: true }),
  );
  app.get('/app-error', async () => {
    throw new AppError('insufficient_credits', 'Você precisa de pelo menos 1 crédito.', {
      title: 'Créditos insuficientes',
    });
  });
  app.get('/db-down', async () => {
    // What drizzle throws when node-postgres cannot connect: the socket error sits in `cause`.
    throw new Error('Failed query: select 1', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    });
  });
  app.get('/db-restarting', async () => {
    throw Object.assign(new Error('the database system is starting up'), { code: '57P03' });
  });
  app.get('/boom', async () => {
    throw new Error('segredo interno: senha do banco');
  });
  await app.ready();
  return app;
}

describe('error handler', () => {
  it('answers 503 DB_UNAVAILABLE, not 500, while the database cannot be reached', async () => {
    const app = await buildTestServer();
    for (const url of ['/db-down', '/db-restarting']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
        code: 'DB_UNAVAILABLE',
      });
    }
  });

  it('turns schema failures into 400 with the field messages', async () => {
    const app = await buildTestServer();
    const response = await app.inject({ method: 'POST', url: '/validated', payload: { nome: 'a' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Nome deve ter pelo menos 2 caracteres',
      code: 'validation_failed',
      issues: [{ path: 'nome', message: 'Nome deve ter pelo menos 2 caracteres' }],
    });
  });

  it('answers AppErrors with their status, code and message', async () => {
    const app = await buildTestServer();
    const response = await app.inject({ method: 'GET', url: '/app-error' });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      message: 'Você precisa de pelo menos 1 crédito.',
      code: 'insufficient_credits',
      title: 'Créditos insuficientes',
    });
  });

  it('hides the details of unknown errors behind a generic 500', async () => {
    const app = await buildTestServer();
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('segredo');
    expect(response.json()).toMatchObject({ code: 'internal' });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const app = await buildTestServer();
    const response = await app.inject({
      method: 'POST',
      url: '/validated',
      headers: { 'content-type': 'application/json' },
      payload: '{"nome": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request' });
  });
});
