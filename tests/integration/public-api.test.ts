import { createHash, randomUUID } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toDocumentedSchema, toOpenApiPath } from '../../src/server/public-api/openapi';
import { listRegisteredPublicRoutes } from '../../src/server/public-api/routes';
import { API_KEY_MESSAGES, type CreatedApiKey } from '../../src/shared/api-keys/schemas';
import type { TemplateDto } from '../../src/shared/carousels/api';
import { IDEMPOTENCY_MESSAGES } from '../../src/shared/idempotency';
import { OPENAPI_PATH, PUBLIC_ROUTES } from '../../src/shared/public-api/routes';
import type { PublicCarousel, PublicCarouselList } from '../../src/shared/public-api/schemas';
import { setUpAppKit } from '../helpers/app-kit';
import { CONVENCER_FIELDS } from '../helpers/carousels';
import type { TestApp } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';
import { personalWorkspaceOf } from '../helpers/workspaces';

let testApp: TestApp;
let admin: TestUser;
let templates: TemplateDto[];
let baseUrl: string;
setUpAppKit({ worker: true }, (kit) => {
  ({ testApp, admin, templates } = kit);
});

beforeAll(async () => {
  // Real HTTP: the MCP client and every call below go through a listening socket.
  baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});

interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { auth?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(options.auth ? { authorization: `Bearer ${options.auth}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T, headers: response.headers };
}

const sessionOf = (user: TestUser) => user.session.access_token;

async function createKey(user: TestUser, nome = 'Integração n8n'): Promise<CreatedApiKey> {
  const answer = await call<CreatedApiKey>('POST', '/api/api-keys', {
    auth: sessionOf(user),
    body: { nome },
  });
  expect(answer.status).toBe(201);
  return answer.body;
}

const carouselBody = (fields: Record<string, string> = CONVENCER_FIELDS) => ({
  objetivo: 'convencer',
  template_visual: templates[0]?.id,
  campos_personalizados: fields,
});

async function countOf(sql: string, userId: string): Promise<number> {
  const { rows } = await testApp.ctx.pool.query<{ n: number }>(sql, [userId]);
  return rows[0]?.n ?? 0;
}
const carouselsOf = (user: TestUser) =>
  countOf('select count(*)::int as n from carrosseis where id_usuario = $1', user.id);
const balanceOf = (user: TestUser) =>
  countOf('select saldo_atual as n from creditos where id_usuario = $1', user.id);

describe('API keys', () => {
  it('shows a new key once, keeps only its SHA-256, and lists it by name and prefix', async () => {
    const user = await createUser(testApp);
    const created = await createKey(user, 'Planilha da agência');
    expect(created.chave).toMatch(/^crs_live_[A-Za-z0-9_-]{43}$/);
    expect(created.prefixo).toBe(created.chave.slice(0, 15));

    const { rows } = await testApp.ctx.pool.query<Record<string, unknown>>(
      'select * from chaves_api where id = $1',
      [created.id],
    );
    expect(rows[0]?.hash_chave).toBe(createHash('sha256').update(created.chave).digest('hex'));
    expect(JSON.stringify(rows[0])).not.toContain(created.chave);

    const listed = await call<{ itens: Record<string, unknown>[] }>('GET', '/api/api-keys', {
      auth: sessionOf(user),
    });
    expect(listed.body.itens).toEqual([
      {
        id: created.id,
        nome: 'Planilha da agência',
        prefixo: created.prefixo,
        criado_em: expect.any(String),
        ultimo_uso_em: null,
        criada_por: user.nome,
      },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(created.chave);

    expect((await call('GET', '/api/v1/balance', { auth: created.chave })).status).toBe(200);
    const after = await call<{ itens: { ultimo_uso_em: string | null }[] }>('GET', '/api/api-keys', {
      auth: sessionOf(user),
    });
    expect(after.body.itens[0]?.ultimo_uso_em).not.toBeNull();
  });

  it('refuses a key without a name, with a Portuguese message', async () => {
    const user = await createUser(testApp);
    const answer = await call('POST', '/api/api-keys', { auth: sessionOf(user), body: { nome: '   ' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(API_KEY_MESSAGES.nameRequired);
  });

  it('never manages keys, the account, the password or admin routes with a key', async () => {
    const user = await createUser(testApp);
    const { chave, id } = await createKey(user);
    const adminKey = await createKey(admin, 'Chave do admin');
    const refused = [
      await call('GET', '/api/api-keys', { auth: chave }),
      await call('POST', '/api/api-keys', { auth: chave, body: { nome: 'outra' } }),
      await call('DELETE', `/api/api-keys/${id}`, { auth: chave }),
      await call('GET', '/api/account', { auth: chave }),
      await call('PATCH', '/api/account/name', { auth: chave, body: { nome: 'Invasor' } }),
      await call('POST', '/api/account/password', {
        auth: chave,
        body: { senha_atual: 'senha-forte-123', nova_senha: 'outra-senha-forte-9' },
      }),
      await call('GET', '/api/carousels', { auth: chave }),
      await call('GET', '/api/admin/users', { auth: adminKey.chave }),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 401, 401, 401]);
    const { rows } = await testApp.ctx.pool.query(
      'select count(*)::int as n from chaves_api where id_usuario = $1 and revogada_em is null',
      [user.id],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it("an administrator's key reads only its own account's carousels, and nobody reads another's", async () => {
    const owner = await createUser(testApp, { credits: 1 });
    const ownerKey = await createKey(owner);
    const made = await call<PublicCarousel>('POST', '/api/v1/carousels', {
      auth: ownerKey.chave,
      body: carouselBody(),
    });
    expect(made.status).toBe(201);
    const adminKey = await createKey(admin, 'Admin');
    const other = await createKey(await createUser(testApp));
    for (const key of [adminKey.chave, other.chave]) {
      const answer = await call('GET', `/api/v1/carousels/${made.body.id}`, { auth: key });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Carrossel não encontrado.');
    }
  });

  it('stops working at once when revoked', async () => {
    const user = await createUser(testApp);
    const { chave, id } = await createKey(user);
    expect((await call('GET', '/api/v1/balance', { auth: chave })).status).toBe(200);
    expect((await call('DELETE', `/api/api-keys/${id}`, { auth: sessionOf(user) })).status).toBe(204);
    const after = await call('GET', '/api/v1/balance', { auth: chave });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 'unauthorized', message: API_KEY_MESSAGES.invalid });
    const listed = await call<{ itens: unknown[] }>('GET', '/api/api-keys', { auth: sessionOf(user) });
    expect(listed.body.itens).toEqual([]);
    // Another account cannot revoke it (404, as for a missing key).
    const stranger = await createUser(testApp);
    const theirs = await createKey(stranger);
    expect((await call('DELETE', `/api/api-keys/${theirs.id}`, { auth: sessionOf(user) })).status).toBe(404);
    expect((await call('GET', '/api/v1/balance', { auth: theirs.chave })).status).toBe(200);
  });

  it('answers 401 with a Portuguese message without a key or with a made-up one', async () => {
    const none = await call('GET', '/api/v1/templates');
    expect(none).toMatchObject({ status: 401, body: { message: API_KEY_MESSAGES.missing } });
    const fake = await call('GET', '/api/v1/templates', { auth: `crs_live_${'x'.repeat(43)}` });
    expect(fake).toMatchObject({ status: 401, body: { message: API_KEY_MESSAGES.invalid } });
  });
});

describe('/api/v1', () => {
  it('lists the active templates and the balance', async () => {
    const user = await createUser(testApp, { credits: 3 });
    const { chave } = await createKey(user);
    const listed = await call<{ itens: TemplateDto[] }>('GET', '/api/v1/templates', { auth: chave });
    expect(listed.body.itens.map((template) => template.id)).toEqual(
      templates.map((template) => template.id),
    );
    expect((await call('GET', '/api/v1/balance', { auth: chave })).body).toEqual({ saldo: 3 });
  });

  it('makes one carousel and spends one credit for 10 concurrent identical POSTs with one Idempotency-Key', async () => {
    const user = await createUser(testApp, { credits: 5 });
    const { chave } = await createKey(user);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call<PublicCarousel>('POST', '/api/v1/carousels', {
          auth: chave,
          body: carouselBody(),
          headers: { 'idempotency-key': key },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(9);
    expect(await carouselsOf(user)).toBe(1);
    expect(await balanceOf(user)).toBe(4);

    const other = await call('POST', '/api/v1/carousels', {
      auth: chave,
      body: carouselBody({ ...CONVENCER_FIELDS, mito: 'Outro mito, outro pedido.' }),
      headers: { 'idempotency-key': key },
    });
    expect(other).toMatchObject({
      status: 422,
      body: { code: 'idempotency_key_reused', message: IDEMPOTENCY_MESSAGES.keyReused },
    });
    expect(await carouselsOf(user)).toBe(1);
    expect(await balanceOf(user)).toBe(4);
  });

  it('refuses a bad body with the field and a Portuguese message, spending nothing', async () => {
    const user = await createUser(testApp, { credits: 2 });
    const { chave } = await createKey(user);
    const answer = await call<{ message: string; issues: { path: string }[] }>('POST', '/api/v1/carousels', {
      auth: chave,
      body: { ...carouselBody(), campos_personalizados: { ...CONVENCER_FIELDS, mito: '' } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.issues[0]?.path).toBe('campos_personalizados.mito');
    expect(answer.body.message).toMatch(/obrigatório|preencha|Informe/i);
    const broke = await createUser(testApp, { credits: 0 });
    const brokeKey = await createKey(broke);
    const noCredits = await call('POST', '/api/v1/carousels', { auth: brokeKey.chave, body: carouselBody() });
    expect(noCredits.status).toBe(402);
    expect(await balanceOf(user)).toBe(2);
    expect(await carouselsOf(user)).toBe(0);
  });

  it('creates a batch with a key: one credit per carousel, refused whole when the balance is short', async () => {
    const user = await createUser(testApp, { credits: 3 });
    const { chave } = await createKey(user);
    const two = {
      itens: [carouselBody(), carouselBody({ ...CONVENCER_FIELDS, mito: 'Outro mito do lote.' })],
    };
    const created = await call<{ lote_id: string; carrosseis: { id: string }[] }>(
      'POST',
      PUBLIC_ROUTES.createBatch.path,
      { auth: chave, body: two, headers: { 'idempotency-key': randomUUID() } },
    );
    expect(created.status).toBe(202);
    expect(created.body.carrosseis).toHaveLength(2);
    expect(await carouselsOf(user)).toBe(2);
    expect(await balanceOf(user)).toBe(1);
    // Each carousel of the batch is read like any other.
    const first = await call<PublicCarousel>('GET', `/api/v1/carousels/${created.body.carrosseis[0]?.id}`, {
      auth: chave,
    });
    expect(first.status).toBe(200);

    const short = await call<{ message: string }>('POST', PUBLIC_ROUTES.createBatch.path, {
      auth: chave,
      body: two,
    });
    expect(short.status).toBe(402);
    const badRow = await call<{ issues: { path: string }[] }>('POST', PUBLIC_ROUTES.createBatch.path, {
      auth: chave,
      body: { itens: [carouselBody(), { ...carouselBody(), campos_personalizados: {} }] },
    });
    expect(badRow.status).toBe(400);
    expect(await carouselsOf(user)).toBe(2);
    expect(await balanceOf(user)).toBe(1);
  });

  it('reads a finished carousel with its slides, ZIP, PDF and caption', async () => {
    const user = await createUser(testApp, { credits: 1 });
    const { chave } = await createKey(user);
    const made = await call<PublicCarousel>('POST', '/api/v1/carousels', {
      auth: chave,
      body: carouselBody(),
    });
    expect(made.body).toMatchObject({ status: 'pendente', slides: [], zip_url: null, legenda: null });
    await expect
      .poll(
        async () =>
          (await call<PublicCarousel>('GET', `/api/v1/carousels/${made.body.id}`, { auth: chave })).body,
        { timeout: 60_000, interval: 200 },
      )
      .toMatchObject({ status: 'concluido' });
    const carousel = (await call<PublicCarousel>('GET', `/api/v1/carousels/${made.body.id}`, { auth: chave }))
      .body;
    expect(carousel.slides.length).toBeGreaterThan(0);
    for (const url of [...carousel.slides, carousel.zip_url, carousel.pdf_url])
      expect(url).toMatch(/^https?:\/\//);
    expect(carousel.zip_url).toMatch(/\.zip/);
    expect(carousel.pdf_url).toMatch(/\.pdf/);
    expect(carousel.legenda).toEqual(expect.any(String));
    expect(carousel.template?.id).toBe(templates[0]?.id);
    // The exported reader (a webhook's `data`) says the same as the route.
    expect(
      await testApp.services.publicCarousels.get(await personalWorkspaceOf(testApp, user), carousel.id),
    ).toEqual(carousel);
  });

  it('pages the list with a cursor, newest first, without skipping or repeating', async () => {
    const user = await createUser(testApp, { credits: 5 });
    const { chave } = await createKey(user);
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const made = await call<PublicCarousel>('POST', '/api/v1/carousels', {
        auth: chave,
        body: carouselBody(),
      });
      ids.push(made.body.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limite=2&cursor=${encodeURIComponent(cursor)}` : '?limite=2';
      const page: Answer<PublicCarouselList> = await call<PublicCarouselList>(
        'GET',
        `/api/v1/carousels${query}`,
        {
          auth: chave,
        },
      );
      expect(page.status).toBe(200);
      expect(page.body.itens.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.itens.map((item) => item.id));
      cursor = page.body.proximo_cursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());

    const bad = await call('GET', '/api/v1/carousels?cursor=nada', { auth: chave });
    expect(bad.status).toBe(400);
    const tooMany = await call('GET', '/api/v1/carousels?limite=500', { auth: chave });
    expect(tooMany).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
  });
});

describe('OpenAPI document', () => {
  it('is served without a key and is a valid OpenAPI 3.1 document', async () => {
    const answer = await call('GET', OPENAPI_PATH);
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(answer.body) as never);
    if (!result.valid) throw new Error(compileErrors(result));
    expect(result.valid).toBe(true);
  });

  it('documents every registered /api/v1 route with the very schemas the route validates and answers with', async () => {
    const document = (
      await call<{ paths: Record<string, Record<string, Record<string, unknown>>> }>('GET', OPENAPI_PATH)
    ).body;
    const registered = listRegisteredPublicRoutes(testApp.ctx);
    expect(registered.map((route) => `${route.method} ${route.url}`).sort()).toEqual(
      Object.values(PUBLIC_ROUTES)
        .map((route) => `${route.method} ${route.path}`)
        .sort(),
    );
    for (const route of registered) {
      const operation = document.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url} is documented`).toBeDefined();
      const schema = route.schema as {
        body?: z.ZodType;
        params?: z.ZodType;
        querystring?: z.ZodType;
        response?: Record<string, z.ZodType>;
      };
      const documentedBody = (
        operation?.requestBody as { content: Record<string, { schema: unknown }> } | undefined
      )?.content['application/json']?.schema;
      expect(documentedBody, `${route.url} body`).toEqual(
        schema.body ? toDocumentedSchema(schema.body, 'input') : undefined,
      );
      for (const [status, answer] of Object.entries(schema.response ?? {})) {
        const responses = (operation?.responses ?? {}) as Record<
          string,
          { content: Record<string, { schema: unknown }> }
        >;
        const documented = responses[status]?.content['application/json']?.schema;
        expect(documented, `${route.url} ${status}`).toEqual(toDocumentedSchema(answer, 'output'));
      }
      const parameters = (operation?.parameters ?? []) as { name: string; in: string; schema: unknown }[];
      for (const [where, source] of [
        ['path', schema.params],
        ['query', schema.querystring],
      ] as const) {
        const properties = source
          ? ((toDocumentedSchema(source, 'input').properties ?? {}) as Record<string, unknown>)
          : {};
        const documented = Object.fromEntries(
          parameters
            .filter((parameter) => parameter.in === where)
            .map((parameter) => [parameter.name, parameter.schema]),
        );
        expect(documented, `${route.url} ${where} parameters`).toEqual(properties);
      }
    }
  });

  it('writes the descriptions and examples in Portuguese', async () => {
    const document = (
      await call<{ paths: Record<string, Record<string, { summary: string }>> }>('GET', OPENAPI_PATH)
    ).body;
    expect(document.paths['/api/v1/carousels']?.post?.summary).toBe('Criar um carrossel');
    expect(JSON.stringify(document)).toContain('Parar de procrastinar com planilhas');
  });
});

describe('MCP server', () => {
  let client: Client;
  let user: TestUser;

  beforeAll(async () => {
    user = await createUser(testApp, { credits: 2 });
    const { chave } = await createKey(user, 'Assistente');
    client = new Client({ name: 'teste', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${chave}` } },
      }),
    );
  });
  afterAll(async () => {
    await client?.close();
  });

  const structured = (result: Awaited<ReturnType<Client['callTool']>>) =>
    result.structuredContent as Record<string, unknown>;

  it('lists the five tools, each with a Portuguese description and a JSON schema', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      ['criar_carrossel', 'listar_carrosseis', 'listar_templates', 'ver_carrossel', 'ver_saldo'].sort(),
    );
    const criar = tools.find((tool) => tool.name === 'criar_carrossel');
    expect(criar?.description).toContain('crédito');
    expect(criar?.inputSchema.properties).toHaveProperty('carrossel');
    expect(criar?.inputSchema.properties).toHaveProperty('chave_idempotencia');
  });

  it('creates a carousel once per idempotency key and reads it back, the balance and the list', async () => {
    const templatesResult = structured(await client.callTool({ name: 'listar_templates', arguments: {} }));
    const templateId = (templatesResult.itens as TemplateDto[])[0]?.id;
    expect(templateId).toBe(templates[0]?.id);

    const args = {
      carrossel: { ...carouselBody(), template_visual: templateId },
      chave_idempotencia: randomUUID(),
    };
    const first = structured(await client.callTool({ name: 'criar_carrossel', arguments: args }));
    const again = structured(await client.callTool({ name: 'criar_carrossel', arguments: args }));
    expect(again.id).toBe(first.id);
    expect(await carouselsOf(user)).toBe(1);
    expect(structured(await client.callTool({ name: 'ver_saldo', arguments: {} }))).toEqual({ saldo: 1 });

    // Without a key, the same fields twice are one carousel too (the key is derived from them).
    const derivedArgs = {
      carrossel: { ...args.carrossel, campos_personalizados: { ...CONVENCER_FIELDS, cta: 'Outro CTA.' } },
    };
    const derived = structured(await client.callTool({ name: 'criar_carrossel', arguments: derivedArgs }));
    const derivedAgain = structured(
      await client.callTool({ name: 'criar_carrossel', arguments: derivedArgs }),
    );
    expect(derivedAgain.id).toBe(derived.id);
    expect(await carouselsOf(user)).toBe(2);

    const seen = structured(await client.callTool({ name: 'ver_carrossel', arguments: { id: first.id } }));
    expect(seen).toMatchObject({ id: first.id, objetivo: 'convencer' });
    const list = structured(await client.callTool({ name: 'listar_carrosseis', arguments: { limite: 10 } }));
    expect((list.itens as { id: string }[]).map((item) => item.id).sort()).toEqual(
      [first.id, derived.id].sort(),
    );
  });

  it('answers a refused call as a tool error with the Portuguese message', async () => {
    const result = await client.callTool({ name: 'ver_carrossel', arguments: { id: randomUUID() } });
    expect(result.isError).toBe(true);
    expect(result.content).toEqual([{ type: 'text', text: 'Carrossel não encontrado.' }]);
    const broke = await client.callTool({
      name: 'criar_carrossel',
      arguments: { carrossel: carouselBody({ ...CONVENCER_FIELDS, cta: 'Sem saldo agora.' }) },
    });
    expect(broke.isError).toBe(true);
    expect((broke.content as { text: string }[])[0]?.text).toMatch(/crédito/i);
  });

  it('answers with the same security headers as every other route', async () => {
    const { chave } = await createKey(user, 'Cabeçalhos');
    const answer = await call('POST', '/mcp', {
      auth: chave,
      body: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      headers: { accept: 'application/json, text/event-stream' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('strict-transport-security')).toBeTruthy();
    // Headers other hooks put on the reply (before the transport takes the socket) reach the caller too.
    expect(answer.headers.get('x-request-id')).toMatch(/^[\w.:-]{8,64}$/);
  });

  it('refuses a client without a key', async () => {
    const answer = await call('POST', '/mcp', {
      body: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      headers: { accept: 'application/json, text/event-stream' },
    });
    expect(answer.status).toBe(401);
  });
});
