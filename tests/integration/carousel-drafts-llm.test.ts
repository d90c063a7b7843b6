import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DraftResponse } from '../../src/shared/carousels/draft';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../fakes/openai-server';
import { setUpAppKit } from '../helpers/app-kit';
import { NEWS_FURNITURE, type SourceSite, startSourceSite } from '../helpers/source-site';
import type { TestApp } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';

const MODEL = 'gpt-4o-mini';

/** What a model that followed the rules answers for the news page. */
const GOOD_ANSWER = {
  assunto:
    'Chuva de 180 mm em 24 horas alaga 14 bairros de Porto Alegre; 2.300 pessoas deixaram suas casas e a prefeitura abriu 6 abrigos.',
  localizacao: 'Porto Alegre (RS), bairros Sarandi, Humaitá e Navegantes',
  data: '2 e 3 de maio de 2026',
};

let server: FakeOpenAiServer;
let site: SourceSite;
let testApp: TestApp;
let user: TestUser;

beforeAll(async () => {
  server = await startFakeOpenAiServer(() => ({ kind: 'content', content: JSON.stringify(GOOD_ANSWER) }));
  site = await startSourceSite();
});
afterAll(async () => {
  await server.close();
  await site.close();
});
// The fake's address is known only once it listens: the app reads it through a getter at setup time.
setUpAppKit(
  {
    env: {
      OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
      AI_PROVIDER: 'llm',
      AI_MODEL: MODEL,
      AI_API_KEY: 'sk-test-draft',
      AI_TIMEOUT_MS: '1500',
      get AI_BASE_URL() {
        return server.baseUrl;
      },
    },
  },
  (kit) => {
    testApp = kit.testApp;
  },
);
beforeAll(async () => {
  user = await createUser(testApp);
});
beforeEach(() => {
  server.requests.length = 0;
});

async function draftNews(): Promise<DraftResponse> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/carousels/draft',
    headers: user.headers,
    payload: { objetivo: 'investigar', url: `${site.origin}/noticia` },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as DraftResponse;
}

describe('drafting with AI_PROVIDER=llm', () => {
  it("fills the fields with the model's answer, asked under the objective's JSON schema with the clean source", async () => {
    server.respondWith(() => ({ kind: 'content', content: JSON.stringify(GOOD_ANSWER) }));
    const body = await draftNews();
    expect(body.campos_personalizados).toEqual(GOOD_ANSWER);
    expect(body.objetivo_sugerido).toBe('investigar');
    expect(server.requests).toHaveLength(1);
    const request = server.requests[0];
    expect(request?.body.model).toBe(MODEL);
    expect(request?.body.response_format?.type).toBe('json_schema');
    const schema = JSON.stringify(request?.body.response_format?.json_schema?.schema);
    expect(schema).toContain('"assunto"');
    expect(schema).toContain('"maxLength":300');
    const prompt = request?.body.messages.map((message) => message.content).join('\n') ?? '';
    // The source as the model reads it: between the triple quotes of the prompt.
    const source = prompt.split('"""')[1] ?? '';
    expect(source).toContain('Marlene Duarte, 54 anos');
    for (const furniture of NEWS_FURNITURE) expect(source).not.toContain(furniture);
  });

  it('retries once with the rule named when the model invents a number, then drafts locally', async () => {
    server.respondWith(() => ({
      kind: 'content',
      content: JSON.stringify({
        ...GOOD_ANSWER,
        assunto: 'Chuva de 300 mm alaga 50 bairros de Porto Alegre.',
      }),
    }));
    const body = await draftNews();
    expect(server.requests).toHaveLength(2);
    const retry = server.requests[1]?.body.messages.map((message) => message.content).join('\n') ?? '';
    expect(retry).toContain('números que não estão na fonte: 300, 50');
    expect(body.campos_personalizados).toMatchObject({
      assunto: expect.stringMatching(/^Chuva de 180 mm em 24 horas alaga 14 bairros de Porto Alegre\./),
      localizacao: 'Porto Alegre (RS)',
      data: '3 de maio de 2026',
    });
  });

  it('drafts locally when the model does not answer in time', async () => {
    server.respondWith(() => ({ kind: 'hang' }));
    const body = await draftNews();
    expect(server.requests).toHaveLength(1);
    expect(body.campos_personalizados).toMatchObject({ localizacao: 'Porto Alegre (RS)' });
  });

  it('drafts locally when the provider fails', async () => {
    server.respondWith(() => ({ kind: 'error', status: 500, body: { error: { message: 'boom' } } }));
    const body = await draftNews();
    expect(body.campos_personalizados).toMatchObject({ data: '3 de maio de 2026' });
  });
});
