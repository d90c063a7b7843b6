import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { createWriter } from '../../src/server/writer/create-writer';
import { createLlmWriter } from '../../src/server/writer/llm-writer';
import { createLocalWriter, writeLocalPlan } from '../../src/server/writer/local-writer';
import type { WriterInput } from '../../src/server/writer/types';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../fakes/openai-server';
import {
  RECORDED_ANSWER,
  RECORDED_INPUT,
  RECORDED_MODEL,
  RECORDED_RESPONSE,
} from '../fixtures/llm/convencer-procrastinacao';

const API_KEY = 'sk-test-Zq8YwV3mK1pX7rT2nB6cL0dF9hJ4sG5a';
const MODEL = RECORDED_MODEL;

const educar: WriterInput = {
  objetivo: 'educar',
  campos: {
    titulo: 'Como precificar seu serviço',
    introducao: 'Preço não é chute. É conta.',
    imagemChave: 'public/u-1-capa.png',
    pontos: [
      { titulo: 'Some seus custos', descricao: 'Aluguel, internet, impostos e o seu salário.' },
      {
        titulo: 'Defina sua margem',
        descricao: 'Entre 30% e 50% para serviços.',
        imagemChave: 'public/u-1-margem.png',
      },
      { titulo: 'Compare o mercado', descricao: 'Olhe cinco concorrentes antes de decidir.' },
    ],
  },
};

const educarAnswer = {
  slides: [
    { rotulo: 'Guia rápido', titulo: 'Como precificar seu serviço em 3 passos', texto: '', ponto: null },
    {
      rotulo: 'Antes de tudo',
      titulo: 'Preço não é chute',
      texto: 'É conta. E dá para fazer hoje.',
      ponto: null,
    },
    {
      rotulo: 'Passo 1',
      titulo: 'Some seus custos',
      texto: 'Aluguel, internet, impostos e o seu salário.',
      ponto: 1,
    },
    { rotulo: 'Passo 2', titulo: 'Defina sua margem', texto: 'Entre 30% e 50% para serviços.', ponto: 2 },
    {
      rotulo: 'Passo 3',
      titulo: 'Compare o mercado',
      texto: 'Olhe cinco concorrentes antes de decidir.',
      ponto: 3,
    },
    {
      rotulo: 'Recapitulando',
      titulo: 'Salve para consultar depois',
      texto: '1. Custos na ponta do lápis\n2. Margem escolhida\n3. Concorrência olhada',
      ponto: null,
    },
  ],
  legenda: {
    texto:
      'Preço não é chute: é conta.\nPrimeiro os custos, depois a margem, por fim uma olhada nos concorrentes.\nTrês passos para o seu próximo orçamento.',
    chamada: 'Envie para quem está começando agora.',
    hashtags: ['#Precificação', 'empreendedorismo', '#Serviços Digitais'],
  },
};

let server: FakeOpenAiServer;

beforeAll(async () => {
  server = await startFakeOpenAiServer(() => ({ kind: 'body', body: RECORDED_RESPONSE }));
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  server.respondWith(() => ({ kind: 'body', body: RECORDED_RESPONSE }));
});

/** Everything the logger writes, as text, at the most verbose level. */
function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ level: 'trace' }, stream), text: () => lines.join('') };
}

function makeWriter(
  overrides: { timeoutMs?: number; apiKey?: string } = {},
  logger = pino({ level: 'silent' }),
) {
  return createLlmWriter({
    baseUrl: server.baseUrl,
    apiKey: overrides.apiKey ?? API_KEY,
    model: MODEL,
    timeoutMs: overrides.timeoutMs ?? 5_000,
    logger,
    fallback: createLocalWriter(),
  });
}

function readUserMessage(index: number): string {
  return server.requests[index]?.body.messages.find((message) => message.role === 'user')?.content ?? '';
}

describe('the request to the model', () => {
  it('carries the model, the key, the Portuguese prompt with every user field and the JSON schema', async () => {
    await makeWriter().write(RECORDED_INPUT);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.body.model).toBe(MODEL);

    const system = request?.body.messages.find((message) => message.role === 'system')?.content ?? '';
    expect(system).toContain('Você escreve carrosséis para o Instagram em português do Brasil');
    expect(system).toContain('Não invente números');
    const user = readUserMessage(0);
    expect(user).toContain('Objetivo do carrossel: CONVENCER');
    expect(user).toContain('O mito');
    for (const value of Object.values(RECORDED_INPUT.campos)) expect(user).toContain(value);
    expect(user).toContain('<campo nome="Mecanismo/Prova">');

    const format = request?.body.response_format;
    expect(format?.type).toBe('json_schema');
    expect(format?.json_schema?.name).toBe('carrossel');
    expect(format?.json_schema?.strict).toBe(false);
    const schema = format?.json_schema?.schema as {
      required: string[];
      properties: {
        slides: {
          minItems: number;
          maxItems: number;
          items: { required: string[]; properties: Record<string, { maxLength?: number }> };
        };
        legenda: { properties: { hashtags: { minItems: number; maxItems: number } } };
      };
    };
    expect(schema.required).toEqual(['slides', 'legenda']);
    expect(schema.properties.slides).toMatchObject({ minItems: 5, maxItems: 10 });
    expect(schema.properties.slides.items.required).toEqual(['rotulo', 'titulo', 'texto']);
    expect(schema.properties.slides.items.properties.titulo?.maxLength).toBe(110);
    expect(schema.properties.slides.items.properties.texto?.maxLength).toBe(360);
    expect(schema.properties.legenda.properties.hashtags).toMatchObject({ minItems: 3, maxItems: 12 });
  });

  it('follows each objective structure: investigar asks what happened, where and when, and what is still open', async () => {
    server.respondWith(() => ({ kind: 'error', status: 503, body: { error: { message: 'overloaded' } } }));
    await makeWriter().write({
      objetivo: 'investigar',
      campos: {
        assunto: 'Obras da ponte do Limoeiro estão paradas.',
        localizacao: 'Recife (PE)',
        data: 'março de 2025',
      },
    });
    const user = readUserMessage(0);
    expect(user).toContain('Objetivo do carrossel: INVESTIGAR');
    expect(user).toContain('2. O que aconteceu');
    expect(user).toContain('3. Onde e quando');
    expect(user).toContain('6. O que ainda está em aberto');
    expect(user).toContain('<campo nome="Localização">\nRecife (PE)\n</campo>');
    // No cta given: the field is left out rather than sent empty.
    expect(user).not.toContain('CTA da legenda">');
  });
});

describe('a valid answer', () => {
  it('becomes the slide plan the renderer draws, with the user cta and clean hashtags in the caption', async () => {
    const plan = await makeWriter().write(RECORDED_INPUT);
    expect(plan.slides).toHaveLength(RECORDED_ANSWER.slides.length);
    expect(plan.slides.map((slide) => slide.kind)).toEqual([
      'cover',
      'content',
      'content',
      'content',
      'content',
      'content',
      'closing',
    ]);
    expect(plan.slides[0]).toEqual({
      kind: 'cover',
      eyebrow: 'Produtividade sem culpa',
      title: 'Você não procrastina por falta de disciplina',
      body: 'O que falta é um sistema simples. E ele cabe numa planilha.',
    });
    expect(plan.slides.map((slide) => slide.title)).toEqual(
      RECORDED_ANSWER.slides.map((slide) => slide.titulo),
    );
    expect(plan.tema).toBe('Você não procrastina por falta de disciplina');
    expect(plan.caption).toBe(
      [
        'Você não está procrastinando por falta de disciplina. 🧠',
        'Quem rende mais não tem força de vontade infinita: tem sistemas simples, com as decisões tomadas antes da hora.',
        'O meu cabe numa planilha: 3 tarefas escolhidas na noite anterior e 90 minutos bloqueados pela manhã.',
        'Salve este post e teste amanhã cedo.',
        '#produtividade #procrastinação #organização #planilhas #rotina #foco #mitoseverdades #mentalidade #reflexão\n',
      ].join('\n\n'),
    );
    expect(plan.trace).toMatchObject({ writer: 'llm', model: MODEL, attempts: 1 });
    expect(plan.trace?.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('puts the cover image and each educar point image on their slides, and keeps a numbered recap as a list', async () => {
    server.respondWith(() => ({
      kind: 'content',
      content: `\`\`\`json\n${JSON.stringify(educarAnswer, null, 2)}\n\`\`\``,
    }));
    const plan = await makeWriter().write(educar);
    expect(plan.trace?.writer).toBe('llm');
    expect(plan.slides[0]?.imageRef).toBe('public/u-1-capa.png');
    expect(plan.slides[3]).toMatchObject({
      title: 'Defina sua margem',
      imageRef: 'public/u-1-margem.png',
    });
    expect(plan.slides.filter((slide) => slide.imageRef)).toHaveLength(2);
    expect(plan.slides.at(-1)).toMatchObject({ kind: 'closing', variant: 'list' });
    expect(plan.caption).toContain('#precificação #empreendedorismo #serviçosdigitais');
    const schema = server.requests[0]?.body.response_format?.json_schema?.schema as {
      properties: { slides: { items: { required: string[] } } };
    };
    expect(schema.properties.slides.items.required).toContain('ponto');
  });
});

describe('a malformed or failed answer', () => {
  it('is retried once with the reason, then the local writer writes the carousel', async () => {
    server.respondWith((_request, index) =>
      index === 0
        ? { kind: 'content', content: '{"slides": [{"rotulo": "Capa", "titulo": "Sem fim' }
        : {
            kind: 'content',
            content: JSON.stringify({ ...RECORDED_ANSWER, slides: RECORDED_ANSWER.slides.slice(0, 3) }),
          },
    );
    const plan = await makeWriter().write(RECORDED_INPUT);
    expect(server.requests).toHaveLength(2);
    expect(readUserMessage(0)).not.toContain('resposta anterior foi recusada');
    expect(readUserMessage(1)).toContain(
      'sua resposta anterior foi recusada (a resposta não era um JSON válido)',
    );
    const local = writeLocalPlan(RECORDED_INPUT);
    expect(plan.slides).toEqual(local.slides);
    expect(plan.caption).toBe(local.caption);
    expect(plan.trace).toMatchObject({ writer: 'local', model: MODEL, attempts: 2 });
    expect(plan.trace?.fallbackReason).toMatch(/^resposta fora do formato: slides: /);
  });

  it('uses the model slides when the retry answers well', async () => {
    server.respondWith((_request, index) =>
      index === 0
        ? { kind: 'content', content: 'Claro! Aqui está o seu carrossel.' }
        : { kind: 'body', body: RECORDED_RESPONSE },
    );
    const plan = await makeWriter().write(RECORDED_INPUT);
    expect(server.requests).toHaveLength(2);
    expect(plan.trace).toMatchObject({ writer: 'llm', attempts: 2 });
    expect(plan.slides[0]?.title).toBe('Você não procrastina por falta de disciplina');
  });

  it('refuses numbers the user never gave and tells the model which ones on the retry', async () => {
    const invented = structuredClone(RECORDED_ANSWER);
    if (invented.slides[3])
      invented.slides[3].texto = 'Quem planeja a véspera rende 47% mais, segundo Harvard (2019).';
    server.respondWith((_request, index) =>
      index === 0
        ? { kind: 'content', content: JSON.stringify(invented) }
        : { kind: 'body', body: RECORDED_RESPONSE },
    );
    const plan = await makeWriter().write(RECORDED_INPUT);
    expect(readUserMessage(1)).toContain('números que não estão nos campos: 47, 2019');
    expect(plan.trace).toMatchObject({ writer: 'llm', attempts: 2 });
    expect(JSON.stringify(plan)).not.toContain('47%');
  });

  it('refuses a plan that breaks an editor rule, names the rule on the retry, and keeps the good answer', async () => {
    const twoAsks = structuredClone(RECORDED_ANSWER);
    const closing = twoAsks.slides.at(-1);
    if (closing) closing.texto = 'Depois conta nos comentários como foi o seu primeiro bloco de 90 minutos.';
    server.respondWith((_request, index) =>
      index === 0
        ? { kind: 'content', content: JSON.stringify(twoAsks) }
        : { kind: 'body', body: RECORDED_RESPONSE },
    );
    const plan = await makeWriter().write(RECORDED_INPUT);
    expect(readUserMessage(1)).toContain('uma-chamada: fechamento com 2 chamadas');
    expect(plan.trace).toMatchObject({ writer: 'llm', attempts: 2 });
    expect(plan.slides.at(-1)?.body).not.toContain('comentários');
  });

  it('retries a server error once', async () => {
    server.respondWith((_request, index) =>
      index === 0
        ? {
            kind: 'error',
            status: 500,
            body: { error: { message: 'The server had an error', type: 'server_error' } },
          }
        : { kind: 'body', body: RECORDED_RESPONSE },
    );
    const plan = await makeWriter().write(RECORDED_INPUT);
    expect(server.requests).toHaveLength(2);
    expect(plan.trace).toMatchObject({ writer: 'llm', attempts: 2 });
  });

  it('does not retry a refused key: the second call would be refused too', async () => {
    server.respondWith(() => ({
      kind: 'error',
      status: 401,
      body: { error: { message: 'Invalid key', type: 'invalid_request_error' } },
    }));
    const plan = await makeWriter().write(RECORDED_INPUT);
    expect(server.requests).toHaveLength(1);
    expect(plan.trace).toMatchObject({
      writer: 'local',
      attempts: 1,
      fallbackReason: 'erro HTTP 401 do provedor',
    });
  });

  it('falls back when nothing listens at the address', async () => {
    const writer = createLlmWriter({
      baseUrl: 'http://127.0.0.1:9/v1',
      apiKey: API_KEY,
      model: MODEL,
      timeoutMs: 5_000,
      logger: pino({ level: 'silent' }),
      fallback: createLocalWriter(),
    });
    const plan = await writer.write(RECORDED_INPUT);
    expect(plan.trace).toMatchObject({
      writer: 'local',
      attempts: 2,
      fallbackReason: 'falha de conexão com o provedor',
    });
    expect(plan.slides).toEqual(writeLocalPlan(RECORDED_INPUT).slides);
  });
});

describe('a model that does not answer in time', () => {
  it('falls back to the local writer when the budget runs out, without a second call', async () => {
    server.respondWith(() => ({ kind: 'hang' }));
    const started = performance.now();
    const plan = await makeWriter({ timeoutMs: 1_000 }).write(RECORDED_INPUT);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(950);
    expect(elapsed).toBeLessThan(3_000);
    expect(server.requests).toHaveLength(1);
    expect(plan.slides).toEqual(writeLocalPlan(RECORDED_INPUT).slides);
    expect(plan.trace).toMatchObject({
      writer: 'local',
      model: MODEL,
      attempts: 1,
      fallbackReason: 'tempo esgotado (1 s)',
    });
  });

  it('shares one budget between the attempts', async () => {
    server.respondWith((_request, index) =>
      index === 0 ? { kind: 'content', content: 'não é JSON' } : { kind: 'hang' },
    );
    const started = performance.now();
    const plan = await makeWriter({ timeoutMs: 1_000 }).write(RECORDED_INPUT);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(server.requests).toHaveLength(2);
    expect(plan.trace).toMatchObject({
      writer: 'local',
      attempts: 2,
      fallbackReason: 'tempo esgotado (1 s)',
    });
  });
});

describe('the API key', () => {
  it('never reaches a log line or the trace, even when the provider echoes it back', async () => {
    const logs = captureLogs();
    const writer = makeWriter({ timeoutMs: 1_000 }, logs.logger);
    const echo = {
      error: {
        message: `Incorrect API key provided: ${API_KEY}.`,
        type: 'invalid_request_error',
        code: 'invalid_api_key',
      },
    };
    const plans = [];
    server.respondWith(() => ({ kind: 'error', status: 401, body: echo }));
    plans.push(await writer.write(RECORDED_INPUT));
    server.respondWith(() => ({ kind: 'error', status: 500, body: echo }));
    plans.push(await writer.write(RECORDED_INPUT));
    server.respondWith(() => ({ kind: 'content', content: `${API_KEY} não é JSON` }));
    plans.push(await writer.write(RECORDED_INPUT));
    server.respondWith(() => ({ kind: 'hang' }));
    plans.push(await writer.write(RECORDED_INPUT));
    server.respondWith(() => ({ kind: 'body', body: RECORDED_RESPONSE }));
    plans.push(await writer.write(RECORDED_INPUT));

    const logged = logs.text();
    // The capture works: every failure and the success were logged, with the model's name.
    expect(logged.match(/llm writer fell back to the local writer/g)).toHaveLength(4);
    expect(logged).toContain('llm writer wrote the copy');
    expect(logged).toContain(MODEL);
    expect(logged).not.toContain(API_KEY);
    expect(logged).not.toContain(API_KEY.slice(8));
    expect(JSON.stringify(plans)).not.toContain(API_KEY);
  });
});

describe('createWriter', () => {
  const base = {
    DATABASE_URL: 'postgres://x@localhost/x',
    JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
  };

  it('is the local writer unless AI_PROVIDER=llm', async () => {
    const writer = createWriter(loadConfig(base), pino({ level: 'silent' }));
    expect(writer.name).toBe('local');
    expect((await writer.write(RECORDED_INPUT)).trace).toBeUndefined();
  });

  it('asks the configured model with AI_PROVIDER=llm', async () => {
    const config = loadConfig({
      ...base,
      AI_PROVIDER: 'llm',
      AI_BASE_URL: server.baseUrl,
      AI_MODEL: 'qwen2.5:7b',
      AI_API_KEY: API_KEY,
    });
    const writer = createWriter(config, pino({ level: 'silent' }));
    const plan = await writer.write(RECORDED_INPUT);
    expect(writer.name).toBe('llm');
    expect(server.requests[0]?.body.model).toBe('qwen2.5:7b');
    expect(plan.trace).toMatchObject({ writer: 'llm', model: 'qwen2.5:7b' });
  });

  it('gives the model at most half of the generation time', async () => {
    server.respondWith(() => ({ kind: 'hang' }));
    const config = loadConfig({
      ...base,
      AI_PROVIDER: 'llm',
      AI_BASE_URL: server.baseUrl,
      AI_MODEL: MODEL,
      AI_TIMEOUT_MS: '30000',
      GENERATION_TIMEOUT_SECONDS: '2',
    });
    const started = performance.now();
    const plan = await createWriter(config, pino({ level: 'silent' })).write(RECORDED_INPUT);
    expect(performance.now() - started).toBeLessThan(2_500);
    expect(plan.trace).toMatchObject({ writer: 'local', fallbackReason: 'tempo esgotado (1 s)' });
  });
});
