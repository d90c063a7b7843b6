import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TemplateDto } from '../../src/shared/carousels/api';
import { DRAFT_MESSAGES, type DraftResponse } from '../../src/shared/carousels/draft';
import { FIELDS_SCHEMA_BY_OBJECTIVE } from '../../src/shared/carousels/schemas';
import { setUpAppKit } from '../helpers/app-kit';
import { createCarousel, waitForCarousel } from '../helpers/carousels';
import {
  makeReportPdf,
  NEWS_FACTS,
  NEWS_FURNITURE,
  REPORT_LINES,
  type SourceSite,
  startSourceSite,
} from '../helpers/source-site';
import { createTestDatabase, startTestApp, type TestApp } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';

let site: SourceSite;
let testApp: TestApp;
let templates: TemplateDto[];
let user: TestUser;

beforeAll(async () => {
  site = await startSourceSite();
});
afterAll(async () => {
  await site.close();
});
setUpAppKit({ worker: true, env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1' } }, (kit) => {
  testApp = kit.testApp;
  templates = kit.templates;
});
beforeAll(async () => {
  user = await createUser(testApp, { credits: 1 });
});

async function draft(body: Record<string, unknown>, as: TestUser = user) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/carousels/draft',
    headers: as.headers,
    payload: body,
  });
  return { status: response.statusCode, body: response.json() as DraftResponse & { message?: string } };
}

/** The multipart form of the PDF tab: the objective, then the file. */
function sendPdf(objetivo: string, bytes: Buffer) {
  const boundary = '----rascunho';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="objetivo"\r\n\r\n${objetivo}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="relatorio.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/carousels/draft',
    headers: { ...user.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

function fieldText(result: DraftResponse): string {
  return JSON.stringify(result.campos_personalizados);
}

describe('POST /api/carousels/draft from a link', () => {
  it('drafts Investigar from a news page: the facts kept, none of the furniture, the page named', async () => {
    const { status, body } = await draft({ objetivo: 'investigar', url: `${site.origin}/noticia` });
    expect(status).toBe(200);
    expect(body.objetivo).toBe('investigar');
    expect(body.objetivo_sugerido).toBe('investigar');
    expect(body.fonte).toEqual({
      titulo: 'Chuva de 180 mm em 24 horas alaga 14 bairros de Porto Alegre',
      url: `${site.origin}/noticia`,
      palavras: expect.any(Number),
    });
    expect(body.fonte.palavras).toBeGreaterThan(100);
    const text = fieldText(body);
    for (const fact of NEWS_FACTS) expect(text).toContain(fact);
    for (const furniture of NEWS_FURNITURE) expect(text).not.toContain(furniture);
    expect(body.campos_personalizados).toMatchObject({
      localizacao: 'Porto Alegre (RS)',
      data: '3 de maio de 2026',
    });
    expect(FIELDS_SCHEMA_BY_OBJECTIVE.investigar.safeParse(body.campos_personalizados).success).toBe(true);
  });

  it('fills the chosen objective, not the suggested one: Educar from the same news page', async () => {
    const { status, body } = await draft({ objetivo: 'educar', url: `${site.origin}/noticia` });
    expect(status).toBe(200);
    expect(body.objetivo).toBe('educar');
    expect(body.objetivo_sugerido).toBe('investigar');
    expect(FIELDS_SCHEMA_BY_OBJECTIVE.educar.safeParse(body.campos_personalizados).success).toBe(true);
    for (const furniture of NEWS_FURNITURE) expect(fieldText(body)).not.toContain(furniture);
  });

  it('follows a chain of redirects and names the final page', async () => {
    const { status, body } = await draft({ objetivo: 'investigar', url: `${site.origin}/curto/3` });
    expect(status).toBe(200);
    expect(body.fonte.url).toBe(`${site.origin}/noticia`);
    expect(fieldText(body)).toContain('14 bairros');
  });

  it('reads a PDF a link points to', async () => {
    const { status, body } = await draft({ objetivo: 'investigar', url: `${site.origin}/relatorio.pdf` });
    expect(status).toBe(200);
    expect(body.fonte.titulo).toBe('Relatório anual da Café do Cerrado');
    expect(fieldText(body)).toContain('42 mil sacas');
  });

  it('refuses a private address that is not allowed, with a 4xx and a clear message, without fetching it', async () => {
    const before = site.hits.length;
    const port = new URL(site.origin).port;
    for (const url of [
      `http://127.0.0.2:${port}/noticia`,
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
    ]) {
      const { status, body } = await draft({ objetivo: 'investigar', url });
      expect(status).toBe(422);
      expect(body.message).toMatch(/rede interna ou privada/);
    }
    expect(site.hits.length).toBe(before);
  });

  it('asks for the transcript of a YouTube link', async () => {
    const { status, body } = await draft({
      objetivo: 'educar',
      url: 'https://www.youtube.com/watch?v=abc123',
    });
    expect(status).toBe(422);
    expect(body.message).toMatch(/transcrição/);
  });
});

describe('POST /api/carousels/draft from a text or a PDF', () => {
  const story = [
    'Em 2019 eu estava com 110 kg e não conseguia subir dois lances de escada sem parar.',
    'Decidi começar pequeno: caminhei 15 minutos por dia durante um mês, sem faltar nenhum dia.',
    'Hoje peso 78 kg e completei a Maratona de Porto Alegre em 4h12.',
    'Aprendi que a constância vence a motivação: ninguém precisa começar correndo.',
  ].join('\n');

  it('drafts Conectar from a personal story and suggests Conectar', async () => {
    const { status, body } = await draft({ objetivo: 'conectar', texto: story });
    expect(status).toBe(200);
    expect(body.objetivo_sugerido).toBe('conectar');
    expect(body.fonte).toEqual({ titulo: '', url: null, palavras: expect.any(Number) });
    expect(body.campos_personalizados).toMatchObject({
      acao: expect.stringContaining('15 minutos'),
      resultado: expect.stringContaining('78 kg'),
      moral: expect.stringContaining('constância'),
    });
  });

  it('drafts from an uploaded PDF', async () => {
    const response = await sendPdf('investigar', await makeReportPdf());
    expect(response.statusCode).toBe(200);
    const body = response.json() as DraftResponse;
    expect(body.fonte.url).toBeNull();
    expect(fieldText(body)).toContain('312 famílias');
    expect(REPORT_LINES.join(' ')).toContain('Patrocínio');
    expect(body.campos_personalizados).toMatchObject({ localizacao: 'Minas Gerais' });
  });

  it('refuses a file that is not a PDF', async () => {
    const response = await sendPdf('educar', Buffer.from('não sou pdf'));
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(DRAFT_MESSAGES.pdfRequired);
  });

  it.each([
    [{ objetivo: 'educar' }, DRAFT_MESSAGES.sourceRequired],
    [{ objetivo: 'educar', url: 'https://exemplo.com.br', texto: 'algum texto' }, DRAFT_MESSAGES.oneSource],
    [{ objetivo: 'educar', texto: 'a'.repeat(20_001) }, DRAFT_MESSAGES.textTooLong],
    [{ objetivo: 'nenhum', texto: story }, 'Escolha o objetivo do seu carrossel.'],
  ])('refuses a bad body with a clear message (%#)', async (body, message) => {
    const response = await draft(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('refuses a text too short to draft from', async () => {
    const response = await draft({ objetivo: 'educar', texto: 'Só uma frase.' });
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(DRAFT_MESSAGES.textTooShort);
  });

  it('needs a session', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/carousels/draft',
      payload: { objetivo: 'educar', texto: story },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('a carousel made from a draft', () => {
  it('is generated from the drafted fields as they are and reaches concluido; drafting spent no credit', async () => {
    const { body } = await draft({ objetivo: 'investigar', url: `${site.origin}/noticia` });
    const balance = await testApp.app.inject({ method: 'GET', url: '/api/credits', headers: user.headers });
    expect(balance.json()).toMatchObject({ saldo: 1 });
    const created = await createCarousel(testApp, user, {
      objetivo: body.objetivo,
      template_visual: templates[0]?.id,
      campos_personalizados: body.campos_personalizados,
    });
    expect(created.status).toBe(201);
    const done = await waitForCarousel(testApp, user, created.body.id, 60_000);
    expect(done.status).toBe('concluido');
  });
});

describe('the draft limit', () => {
  it('allows 30 drafts an hour per user, then answers 429 with a clear message', async () => {
    const database = await createTestDatabase();
    const limited = await startTestApp(database.url, { RATE_LIMIT: 'on' });
    try {
      const owner = await createUser(limited);
      const other = await createUser(limited);
      const send = (as: TestUser) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/carousels/draft',
          headers: as.headers,
          payload: {
            objetivo: 'conectar',
            texto: 'Eu aprendi a cozinhar aos 40 anos, depois de perder o emprego em 2020.',
          },
        });
      for (let index = 0; index < 30; index += 1) expect((await send(owner)).statusCode).not.toBe(429);
      const refused = await send(owner);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toContain(DRAFT_MESSAGES.rateLimited);
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await send(other)).statusCode).not.toBe(429);
    } finally {
      await limited.close();
      await database.drop();
    }
  });
});
