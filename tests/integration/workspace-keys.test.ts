import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_KEY_MESSAGES, type CreatedApiKey } from '../../src/shared/api-keys/schemas';
import type { TemplateDto } from '../../src/shared/carousels/api';
import { PUBLIC_ROUTES } from '../../src/shared/public-api/routes';
import type { PublicCarousel, PublicCarouselList } from '../../src/shared/public-api/schemas';
import type { CreatedWebhookEndpoint } from '../../src/shared/webhooks/api';
import { setUpAppKit } from '../helpers/app-kit';
import { CONVENCER_FIELDS } from '../helpers/carousels';
import type { TestApp } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';
import { createTeam, inWorkspace, personalWorkspaceOf, teamOfEveryRole } from '../helpers/workspaces';

/*
 * A key belongs to a workspace (docs/workspaces.md, "Chaves de API e webhooks"): the keys and webhooks screens
 * act in the active workspace with the owner managing and an editor reading; a key spends, lists and reads its
 * own workspace's carousels and nobody else's; it stops on the next request once its creator leaves or becomes a
 * leitor; a carousel's webhook goes to the endpoints of the carousel's workspace.
 */

let testApp: TestApp;
let templates: TemplateDto[];
let baseUrl: string;
setUpAppKit(
  { worker: true, env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1', WEBHOOK_RETRY_BASE_SECONDS: '1' } },
  (kit) => {
    ({ testApp, templates } = kit);
  },
);

/** A receiver on this machine answering 204 to everything, recording each request's path and body. */
const received: { path: string; body: string }[] = [];
const receiver = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ path: request.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
    response.statusCode = 204;
    response.end();
  });
});
let receiverUrl = '';

beforeAll(async () => {
  baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

async function inject(method: Method, url: string, headers: Record<string, string>, payload?: object) {
  return testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

/** A call with an API key, as an integration makes it. */
async function withKey(method: Method, url: string, key: string, payload?: object, extra = {}) {
  return inject(method, url, { authorization: `Bearer ${key}`, ...extra }, payload);
}

const carouselBody = (fields: Record<string, string> = CONVENCER_FIELDS) => ({
  objetivo: 'convencer',
  template_visual: templates[0]?.id,
  campos_personalizados: fields,
});

async function createKey(headers: Record<string, string>, nome = 'n8n da agência'): Promise<CreatedApiKey> {
  const answer = await inject('POST', '/api/api-keys', headers, { nome });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<CreatedApiKey>();
}

async function createEndpoint(headers: Record<string, string>, path: string) {
  const answer = await inject('POST', '/api/webhook-endpoints', headers, {
    url: `${receiverUrl}${path}`,
    eventos: ['carousel.concluido'],
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<CreatedWebhookEndpoint>();
}

async function numberOf(sql: string, params: unknown[]): Promise<number> {
  const { rows } = await testApp.ctx.pool.query<{ n: number }>(sql, params);
  return rows[0]?.n ?? -1;
}
const balanceOf = (workspaceId: string) =>
  numberOf('select saldo_atual as n from creditos where id_workspace = $1', [workspaceId]);

async function teamWithRoles(saldo: number) {
  return teamOfEveryRole(
    testApp,
    await Promise.all(
      Array.from({ length: 5 }, (_, index) => createUser(testApp, { nome: `Membro ${index + 1}` })),
    ),
    saldo,
  );
}

describe('managing keys and webhooks in the active workspace', () => {
  it('lets the owner create and revoke, an editor list, and refuses a leitor (403), a non-member and a removed member (404)', async () => {
    const { team, dono, editor, leitor, outsider, removed } = await teamWithRoles(0);
    const asDono = inWorkspace(dono, team);

    const statuses = async (user: TestUser) => {
      const headers = inWorkspace(user, team);
      // Each caller aims at a key and an endpoint of the team that the owner made just for this row.
      const target = await createKey(asDono, 'Alvo');
      const endpoint = await createEndpoint(asDono, `/alvo-${user.id}`);
      return {
        keys: (await inject('GET', '/api/api-keys', headers)).statusCode,
        createKey: (await inject('POST', '/api/api-keys', headers, { nome: 'Minha' })).statusCode,
        revokeKey: (await inject('DELETE', `/api/api-keys/${target.id}`, headers)).statusCode,
        webhooks: (await inject('GET', '/api/webhook-endpoints', headers)).statusCode,
        createWebhook: (
          await inject('POST', '/api/webhook-endpoints', headers, {
            url: `${receiverUrl}/novo`,
            eventos: ['carousel.erro'],
          })
        ).statusCode,
        deliveries: (await inject('GET', `/api/webhook-endpoints/${endpoint.id}/deliveries`, headers))
          .statusCode,
        removeWebhook: (await inject('DELETE', `/api/webhook-endpoints/${endpoint.id}`, headers)).statusCode,
      };
    };

    expect(await statuses(dono)).toEqual({
      keys: 200,
      createKey: 201,
      revokeKey: 204,
      webhooks: 200,
      createWebhook: 201,
      deliveries: 200,
      removeWebhook: 204,
    });
    expect(await statuses(editor)).toEqual({
      keys: 200,
      createKey: 403,
      revokeKey: 403,
      webhooks: 200,
      createWebhook: 403,
      deliveries: 200,
      removeWebhook: 403,
    });
    const refused = (status: number) => ({
      keys: status,
      createKey: status,
      revokeKey: status,
      webhooks: status,
      createWebhook: status,
      deliveries: status,
      removeWebhook: status,
    });
    expect(await statuses(leitor)).toEqual(refused(403));
    expect(await statuses(outsider)).toEqual(refused(404));
    expect(await statuses(removed)).toEqual(refused(404));

    // The editor reads the team's keys (with who created each), never the owner's personal ones.
    await createKey(dono.headers, 'Chave pessoal do dono');
    const listed = (await inject('GET', '/api/api-keys', inWorkspace(editor, team))).json<{
      itens: { nome: string; criada_por: string }[];
    }>();
    expect(listed.itens.map((item) => item.nome)).not.toContain('Chave pessoal do dono');
    expect(listed.itens.every((item) => item.criada_por === dono.nome)).toBe(true);
    // A team key cannot be revoked from the owner's personal workspace: it is not there (404).
    const teamKey = await createKey(asDono, 'Da equipe');
    expect((await inject('DELETE', `/api/api-keys/${teamKey.id}`, dono.headers)).statusCode).toBe(404);
    expect((await withKey('GET', '/api/v1/balance', teamKey.chave)).statusCode).toBe(200);
  });
});

describe('a key of a team workspace', () => {
  it("spends the team's credits, names its creator in the ledger, and lists and reads only the team's carousels", async () => {
    const { team, dono, editor } = await teamWithRoles(5);
    const personal = await personalWorkspaceOf(testApp, dono);
    const { chave } = await createKey(inWorkspace(dono, team));
    // A carousel of the owner's personal workspace, and one an editor made in the team through the app.
    const own = await inject('POST', '/api/carousels', dono.headers, carouselBody());
    expect(own.statusCode, own.body).toBe(201);
    const byEditor = await inject('POST', '/api/carousels', inWorkspace(editor, team), carouselBody());
    expect(byEditor.statusCode, byEditor.body).toBe(201);

    const made = await withKey('POST', '/api/v1/carousels', chave, carouselBody());
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json<PublicCarousel>();
    const batch = await withKey('POST', PUBLIC_ROUTES.createBatch.path, chave, {
      itens: [carouselBody(), carouselBody({ ...CONVENCER_FIELDS, mito: 'Outro mito do lote.' })],
    });
    expect(batch.statusCode, batch.body).toBe(202);

    // 5 - the editor's - the key's - two of the batch; the owner's personal balance paid only their own.
    expect(await balanceOf(team)).toBe(1);
    expect(await balanceOf(personal)).toBe(1);
    expect((await withKey('GET', '/api/v1/balance', chave)).json()).toEqual({ saldo: 1 });
    const ledger = await testApp.ctx.pool.query(
      `select id_usuario, id_workspace from credit_ledger where id_carrossel = $1 and kind = 'carrossel'`,
      [id],
    );
    expect(ledger.rows).toEqual([{ id_usuario: dono.id, id_workspace: team }]);

    const listed = (await withKey('GET', '/api/v1/carousels?limite=50', chave)).json<PublicCarouselList>();
    const teamIds = (
      await testApp.ctx.pool.query<{ id: string }>('select id from carrosseis where id_workspace = $1', [
        team,
      ])
    ).rows.map((row) => row.id);
    expect(listed.itens.map((item) => item.id).sort()).toEqual([...teamIds].sort());
    expect(teamIds).toHaveLength(4);
    expect(teamIds).toContain(byEditor.json<{ id: string }>().id);
    expect((await withKey('GET', `/api/v1/carousels/${id}`, chave)).statusCode).toBe(200);
  });

  it("never reads another workspace's carousel (404), and refuses a header naming another workspace", async () => {
    const { team, dono } = await teamWithRoles(2);
    const teamKey = await createKey(inWorkspace(dono, team));
    const personalKey = await createKey(dono.headers, 'Pessoal');
    const teamCarousel = (await withKey('POST', '/api/v1/carousels', teamKey.chave, carouselBody())).json<{
      id: string;
    }>();
    const personalCarousel = (
      await withKey('POST', '/api/v1/carousels', personalKey.chave, carouselBody())
    ).json<{ id: string }>();

    // Same person, same carousels: each key sees only its own workspace's.
    const crossed = [
      await withKey('GET', `/api/v1/carousels/${teamCarousel.id}`, personalKey.chave),
      await withKey('GET', `/api/v1/carousels/${personalCarousel.id}`, teamKey.chave),
    ];
    expect(crossed.map((answer) => answer.statusCode)).toEqual([404, 404]);
    expect(crossed[0]?.json()).toMatchObject({ message: 'Carrossel não encontrado.' });
    const personalList = (
      await withKey('GET', '/api/v1/carousels', personalKey.chave)
    ).json<PublicCarouselList>();
    expect(personalList.itens.map((item) => item.id)).toEqual([personalCarousel.id]);

    // X-Workspace-Id cannot move a key to another workspace (even one its creator is a member of).
    const elsewhere = await withKey('GET', '/api/v1/balance', personalKey.chave, undefined, {
      'x-workspace-id': team,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ message: API_KEY_MESSAGES.otherWorkspace });
    const spend = await withKey('POST', '/api/v1/carousels', personalKey.chave, carouselBody(), {
      'x-workspace-id': team,
    });
    expect(spend.statusCode).toBe(400);
    expect(await balanceOf(team)).toBe(1);
    const same = await withKey('GET', '/api/v1/balance', teamKey.chave, undefined, {
      'x-workspace-id': team,
    });
    expect(same.json()).toEqual({ saldo: 1 });
  });

  it("keeps an Idempotency-Key's answer to its workspace: the same key and body with another workspace's key spends nothing", async () => {
    const { team, dono } = await teamWithRoles(3);
    const teamKey = await createKey(inWorkspace(dono, team));
    const personalKey = await createKey(dono.headers, 'Pessoal');
    const key = randomUUID();
    const first = await withKey('POST', '/api/v1/carousels', teamKey.chave, carouselBody(), {
      'idempotency-key': key,
    });
    expect(first.statusCode).toBe(201);

    const other = await withKey('POST', '/api/v1/carousels', personalKey.chave, carouselBody(), {
      'idempotency-key': key,
    });
    expect(other.statusCode).toBe(422);
    expect(await balanceOf(team)).toBe(2);
    expect(await balanceOf(await personalWorkspaceOf(testApp, dono))).toBe(2);
  });

  it('answers the MCP tools in the key workspace', async () => {
    const { team, dono } = await teamWithRoles(4);
    const { chave } = await createKey(inWorkspace(dono, team), 'Assistente');
    const client = new Client({ name: 'teste', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${chave}` } },
      }),
    );
    try {
      const created = await client.callTool({
        name: 'criar_carrossel',
        arguments: { carrossel: carouselBody() },
      });
      const id = (created.structuredContent as { id: string }).id;
      expect(await balanceOf(team)).toBe(3);
      expect((await client.callTool({ name: 'ver_saldo', arguments: {} })).structuredContent).toEqual({
        saldo: 3,
      });
      const list = (await client.callTool({ name: 'listar_carrosseis', arguments: { limite: 10 } }))
        .structuredContent as PublicCarouselList;
      expect(list.itens.map((item) => item.id)).toEqual([id]);
    } finally {
      await client.close();
    }
  });
});

describe("a key whose creator's standing changed", () => {
  it('stops on the next request when its creator is removed (401) or becomes a leitor (403), and works again as editor', async () => {
    const [owner, removedLater, demotedLater] = await Promise.all([
      createUser(testApp),
      createUser(testApp),
      createUser(testApp),
    ]);
    if (!owner || !removedLater || !demotedLater) throw new Error('no users');
    const team = await createTeam(
      testApp,
      [
        { user: owner, papel: 'dono' },
        { user: removedLater, papel: 'dono' },
        { user: demotedLater, papel: 'dono' },
      ],
      3,
    );
    const removedKey = await createKey(inWorkspace(removedLater, team));
    const demotedKey = await createKey(inWorkspace(demotedLater, team));
    expect((await withKey('GET', '/api/v1/balance', removedKey.chave)).statusCode).toBe(200);
    expect((await withKey('GET', '/api/v1/balance', demotedKey.chave)).statusCode).toBe(200);

    const asOwner = inWorkspace(owner, team);
    const removal = await inject('DELETE', `/api/workspaces/${team}/members/${removedLater.id}`, asOwner);
    expect(removal.statusCode, removal.body).toBe(204);
    const afterRemoval = await withKey('POST', '/api/v1/carousels', removedKey.chave, carouselBody());
    expect(afterRemoval.statusCode).toBe(401);
    expect(afterRemoval.json()).toMatchObject({
      code: 'unauthorized',
      message: API_KEY_MESSAGES.creatorLeft,
    });

    const toReader = await inject('PATCH', `/api/workspaces/${team}/members/${demotedLater.id}`, asOwner, {
      papel: 'leitor',
    });
    expect(toReader.statusCode, toReader.body).toBe(200);
    const afterDemotion = await withKey('POST', '/api/v1/carousels', demotedKey.chave, carouselBody());
    expect(afterDemotion.statusCode).toBe(403);
    expect(afterDemotion.json()).toMatchObject({
      code: 'forbidden',
      message: API_KEY_MESSAGES.creatorReader,
    });
    expect(await balanceOf(team)).toBe(3);

    // An editor again: the key works again (it acts with an editor's rights whatever its creator's role above).
    await inject('PATCH', `/api/workspaces/${team}/members/${demotedLater.id}`, asOwner, { papel: 'editor' });
    const again = await withKey('POST', '/api/v1/carousels', demotedKey.chave, carouselBody());
    expect(again.statusCode, again.body).toBe(201);
    expect(await balanceOf(team)).toBe(2);
  });
});

describe("a carousel's webhook", () => {
  it("goes to the endpoints of the carousel's workspace, not to those of the member who made it", async () => {
    const { team, dono, editor } = await teamWithRoles(2);
    const teamEndpoint = await createEndpoint(inWorkspace(dono, team), '/equipe');
    const editorsOwn = await createEndpoint(editor.headers, '/pessoal-do-editor');

    const created = await inject('POST', '/api/carousels', inWorkspace(editor, team), carouselBody());
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();

    await vi.waitFor(
      () => {
        if (!received.some((item) => item.path === '/equipe' && item.body.includes(id)))
          throw new Error('not delivered yet');
      },
      { timeout: 90_000, interval: 200 },
    );
    const deliveriesOf = (endpointId: string) =>
      numberOf('select count(*)::int as n from webhook_entregas where id_endpoint = $1', [endpointId]);
    // Recorded in the same transaction as the team's: the editor's own endpoint was never given the event.
    expect(await deliveriesOf(teamEndpoint.id)).toBe(1);
    expect(await deliveriesOf(editorsOwn.id)).toBe(0);
    expect(received.filter((item) => item.path === '/pessoal-do-editor')).toEqual([]);
    const event = await testApp.ctx.pool.query(
      `select e.id_workspace, e.id_usuario from webhook_eventos e
         join webhook_entregas d on d.id_evento = e.id where d.id_endpoint = $1`,
      [teamEndpoint.id],
    );
    expect(event.rows).toEqual([{ id_workspace: team, id_usuario: editor.id }]);
  });
});
