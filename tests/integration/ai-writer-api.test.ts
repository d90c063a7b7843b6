import { Writable } from 'node:stream';
import { unzipSync } from 'fflate';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CarouselDto, DownloadResponse, TemplateDto } from '../../src/shared/carousels/api';
import { describeWriterTrace } from '../../src/shared/carousels/writer-trace';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../fakes/openai-server';
import {
  RECORDED_ANSWER,
  RECORDED_INPUT,
  RECORDED_MODEL,
  RECORDED_RESPONSE,
} from '../fixtures/llm/convencer-procrastinacao';
import { createCarousel, listTemplates, waitForCarousel } from '../helpers/carousels';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';

const API_KEY = 'sk-test-Api9hQ2wE7rT4yU1iO8pA5sD3fG6hJ0k';
/** The local writer makes 6 slides for convencer; the recorded model answer has 7. */
const LOCAL_SLIDES = 6;

let server: FakeOpenAiServer;
let database: TestDatabase;
let testApp: TestApp;
let templates: TemplateDto[];
const logLines: string[] = [];

beforeAll(async () => {
  server = await startFakeOpenAiServer(() => ({ kind: 'body', body: RECORDED_RESPONSE }));
  database = await createTestDatabase();
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  testApp = await startTestApp(
    database.url,
    {
      RATE_LIMIT: 'off',
      AI_PROVIDER: 'llm',
      AI_BASE_URL: server.baseUrl,
      AI_MODEL: RECORDED_MODEL,
      AI_API_KEY: API_KEY,
      AI_TIMEOUT_MS: '1500',
    },
    // Every line the whole app logs, at the most verbose level, to prove the key never shows up.
    { worker: true, logger: pino({ level: 'trace' }, logStream) },
  );
  templates = await listTemplates(testApp, await createUser(testApp));
});
afterAll(async () => {
  await testApp.close();
  await database.drop();
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  server.respondWith(() => ({ kind: 'body', body: RECORDED_RESPONSE }));
});

async function generate(
  user: TestUser,
): Promise<{ done: CarouselDto; webhookData: Record<string, unknown> }> {
  const created = await createCarousel(testApp, user, {
    objetivo: 'convencer',
    template_visual: templates[0]?.id,
    campos_personalizados: RECORDED_INPUT.campos,
  });
  expect(created.status).toBe(201);
  const done = await waitForCarousel(testApp, user, created.body.id);
  const { rows } = await testApp.ctx.pool.query('select webhook_data from carrosseis where id = $1', [
    done.id,
  ]);
  return { done, webhookData: rows[0].webhook_data };
}

async function readCaption(user: TestUser, id: string): Promise<string> {
  const download = await testApp.app.inject({
    method: 'GET',
    url: `/api/carousels/${id}/download`,
    headers: user.headers,
  });
  const { arquivos } = download.json() as DownloadResponse;
  const zip = await testApp.app.inject({ method: 'GET', url: arquivos[0]?.url ?? '' });
  return new TextDecoder().decode(unzipSync(new Uint8Array(zip.rawPayload))['legenda.txt']);
}

describe('a carousel created through the API with AI_PROVIDER=llm', () => {
  it('is rendered from the model slides, with the model caption, and records who wrote it', async () => {
    const user = await createUser(testApp, { credits: 1 });
    const { done, webhookData } = await generate(user);

    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.body.model).toBe(RECORDED_MODEL);
    const prompt = server.requests[0]?.body.messages.map((message) => message.content).join('\n') ?? '';
    expect(prompt).toContain(RECORDED_INPUT.campos.mecanismo);

    expect(done.status).toBe('concluido');
    expect(done.slides).toHaveLength(RECORDED_ANSWER.slides.length);
    expect(done.tema).toBe(RECORDED_ANSWER.slides[0]?.titulo);
    const caption = await readCaption(user, done.id);
    expect(caption).toContain('O meu cabe numa planilha: 3 tarefas escolhidas na noite anterior');
    expect(caption).toContain('#procrastinação');

    expect(webhookData.writer).toMatchObject({ writer: 'llm', model: RECORDED_MODEL, attempts: 1 });
    expect(describeWriterTrace(webhookData)).toMatch(/^IA · gpt-4o-mini · \d+,\d s$/);
    const { rows } = await testApp.ctx.pool.query('select saldo_atual from creditos where id_usuario = $1', [
      user.id,
    ]);
    expect(rows[0].saldo_atual).toBe(0);
  });

  it('still finishes, from the local writer, when the model answers garbage twice; the credit stays spent', async () => {
    server.respondWith(() => ({ kind: 'content', content: '{"slides": "ainda escrevendo' }));
    const user = await createUser(testApp, { credits: 1 });
    const { done, webhookData } = await generate(user);
    expect(server.requests).toHaveLength(2);
    expect(done.status).toBe('concluido');
    expect(done.slides).toHaveLength(LOCAL_SLIDES);
    expect(webhookData.writer).toMatchObject({
      writer: 'local',
      model: RECORDED_MODEL,
      attempts: 2,
      fallbackReason: 'resposta sem JSON válido',
    });
    expect(describeWriterTrace(webhookData)).toBe(
      'Escritor local (a IA gpt-4o-mini falhou: resposta sem JSON válido)',
    );
    const { rows } = await testApp.ctx.pool.query(
      'select kind from credit_ledger where id_usuario = $1 order by id',
      [user.id],
    );
    expect(rows.map((row) => row.kind)).toEqual(['bonus_cadastro', 'carrossel']);
  });

  it('still finishes, from the local writer, when the model does not answer in time', async () => {
    server.respondWith(() => ({ kind: 'hang' }));
    const user = await createUser(testApp, { credits: 1 });
    const { done, webhookData } = await generate(user);
    expect(done.status).toBe('concluido');
    expect(done.slides).toHaveLength(LOCAL_SLIDES);
    expect(webhookData.writer).toMatchObject({
      writer: 'local',
      attempts: 1,
      fallbackReason: 'tempo esgotado (1,5 s)',
    });
  });

  it('never puts the API key in a log line, a stored record or a response, even when the provider echoes it', async () => {
    server.respondWith(() => ({
      kind: 'error',
      status: 401,
      body: { error: { message: `Incorrect API key provided: ${API_KEY}.`, code: 'invalid_api_key' } },
    }));
    const user = await createUser(testApp, { credits: 1 });
    const { done, webhookData } = await generate(user);
    expect(done.status).toBe('concluido');
    expect(webhookData.writer).toMatchObject({
      writer: 'local',
      fallbackReason: 'erro HTTP 401 do provedor',
    });

    const detail = await testApp.app.inject({
      method: 'GET',
      url: `/api/carousels/${done.id}`,
      headers: user.headers,
    });
    expect(detail.body).not.toContain(API_KEY);
    const { rows } = await testApp.ctx.pool.query('select webhook_data::text as data from carrosseis');
    for (const row of rows) expect(row.data).not.toContain(API_KEY);
    const logged = logLines.join('');
    expect(logged).toContain('llm writer fell back to the local writer');
    expect(logged).not.toContain(API_KEY);
  });
});
