import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVENCER_FIELDS, createCarousel, listTemplates, waitForCarousel } from '../helpers/carousels';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';
import { createUser } from '../helpers/users';

/** What an operator relies on: probes, Prometheus metrics on their own port, and one log line per request. */
let database: TestDatabase;
let testApp: TestApp;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  testApp = await startTestApp(
    database.url,
    { METRICS_PORT: '0', HOST: '127.0.0.1', RATE_LIMIT: 'off' },
    { worker: true, logger: pino({ level: 'info' }, sink) },
  );
});
afterAll(async () => {
  await testApp.close();
  await database.drop();
});

async function scrape(): Promise<string> {
  const response = await fetch(testApp.metricsUrl ?? '');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

function sample(text: string, name: string, labels: string): number | null {
  const line = text.split('\n').find((row) => row.startsWith(`${name}{${labels}}`));
  return line ? Number(line.split(' ').at(-1)) : null;
}

describe('health probes', () => {
  it('live and ready answer ok, and /api/health keeps its answer', async () => {
    const live = await testApp.app.inject({ method: 'GET', url: '/api/health/live' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await testApp.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ok' }]);
    const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect([health.statusCode, health.json()]).toEqual([200, { status: 'ok', db: 'ok' }]);
  });

  it('ready answers 503 naming what is missing while a migration is not applied, live stays 200', async () => {
    const { rows } = await testApp.ctx.pool.query(
      'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning *',
    );
    try {
      const ready = await testApp.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        code: 'service_unavailable',
        message: 'Serviço não está pronto: migrações.',
      });
      expect((await testApp.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await testApp.ctx.pool.query(
        'insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)',
        [rows[0].id, rows[0].hash, rows[0].created_at],
      );
    }
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });
});

describe('metrics on METRICS_PORT', () => {
  it('are not served on the public port', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(new URL(testApp.metricsUrl ?? '').port).not.toBe('3000');
  });

  it('count requests by route pattern, generations by writer and result, jobs by state, PIX charges', async () => {
    const user = await createUser(testApp);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/me', headers: user.headers })).statusCode,
    ).toBe(200);
    const [template] = await listTemplates(testApp, user);
    const created = await createCarousel(testApp, user, {
      objetivo: 'convencer',
      template_visual: template?.id,
      campos_personalizados: CONVENCER_FIELDS,
    });
    expect((await waitForCarousel(testApp, user, created.body.id)).status).toBe('concluido');
    const pix = await testApp.app.inject({
      method: 'POST',
      url: '/api/create-pix-payment',
      headers: user.headers,
      payload: { packageId: 'popular' },
    });
    expect(pix.statusCode).toBe(201);

    const text = await scrape();
    expect(
      sample(text, 'http_request_duration_seconds_count', 'method="GET",route="/api/me",status="200"'),
    ).toBe(1);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count',
        'method="GET",route="/api/carousels/:id",status="200"',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'carrossel_generation_duration_seconds_count', 'writer="local",result="concluido"'),
    ).toBe(1);
    expect(sample(text, 'carrossel_jobs', 'queue="carousel-generate",state="completed"')).toBe(1);
    expect(sample(text, 'carrossel_jobs', 'queue="carousel-generate",state="failed"')).toBe(0);
    expect(sample(text, 'carrossel_pix_charges_total', 'provider="sandbox",result="created"')).toBe(1);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });
});

describe('request log lines', () => {
  it('carry the request id, the user id when signed in, and never the query string', async () => {
    const user = await createUser(testApp);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/me?token=segredo',
      headers: { ...user.headers, 'x-request-id': 'lb-req-12345678' },
    });
    expect(response.headers['x-request-id']).toBe('lb-req-12345678');
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const lines = logLines.filter((line) => line.msg === 'request completed');
    expect(lines.find((line) => line.reqId === 'lb-req-12345678')).toMatchObject({
      method: 'GET',
      url: '/api/me',
      status: 200,
      userId: user.id,
    });
    const anonymousLine = lines.find((line) => line.reqId === anonymous.headers['x-request-id']);
    expect(anonymousLine).toMatchObject({ url: '/api/health', status: 200 });
    expect(anonymousLine).not.toHaveProperty('userId');
    expect(JSON.stringify(logLines)).not.toContain('segredo');
  });
});
