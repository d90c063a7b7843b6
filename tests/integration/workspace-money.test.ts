import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TemplateDto } from '../../src/shared/carousels/api';
import type { CreditsResponse } from '../../src/shared/credits/schemas';
import type { PixPayment } from '../../src/shared/payments/schemas';
import { CONVENCER_FIELDS, listTemplates } from '../helpers/carousels';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';
import { inWorkspace, personalWorkspaceOf, teamOfEveryRole } from '../helpers/workspaces';

/*
 * Money and carousels belong to the active workspace (docs/workspaces.md §Créditos e carrosséis): each route
 * takes its least role, another workspace's ids answer 404, two members spending the last credit at once make
 * exactly one carousel, and a purchase made for a team lands in the team's balance.
 */

let database: TestDatabase;
let testApp: TestApp;
let baseUrl: string;
let templates: TemplateDto[];

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await startTestApp(database.url, { RATE_LIMIT: 'off' });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await testApp?.close();
  await database?.drop();
});

const carouselBody = () => ({
  objetivo: 'convencer',
  template_visual: templates[0]?.id,
  campos_personalizados: CONVENCER_FIELDS,
});

function request(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) {
  return testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function teamWithRoles(saldo: number) {
  return teamOfEveryRole(
    testApp,
    await Promise.all(Array.from({ length: 5 }, () => createUser(testApp, { credits: 2 }))),
    saldo,
  );
}

async function balanceOf(workspaceId: string): Promise<number> {
  const { rows } = await testApp.ctx.pool.query<{ saldo: number }>(
    'select saldo_atual as saldo from creditos where id_workspace = $1',
    [workspaceId],
  );
  return rows[0]?.saldo ?? -1;
}

describe('the role matrix on money and carousels', () => {
  it('lets members read, editors spend and buy, and answers 404 to a non-member or a removed member', async () => {
    templates = await listTemplates(testApp, await createUser(testApp));
    const { team, dono, editor, leitor, outsider, removed } = await teamWithRoles(10);
    const statuses = async (user: TestUser) => {
      const headers = inWorkspace(user, team);
      return {
        credits: (await request('GET', '/api/credits', headers)).statusCode,
        list: (await request('GET', '/api/carousels', headers)).statusCode,
        create: (await request('POST', '/api/carousels', headers, carouselBody())).statusCode,
        buy: (await request('POST', '/api/create-pix-payment', headers, { packageId: 'popular' })).statusCode,
      };
    };

    expect(await statuses(dono)).toEqual({ credits: 200, list: 200, create: 201, buy: 201 });
    expect(await statuses(editor)).toEqual({ credits: 200, list: 200, create: 201, buy: 201 });
    expect(await statuses(leitor)).toEqual({ credits: 200, list: 200, create: 403, buy: 403 });
    expect(await statuses(outsider)).toEqual({ credits: 404, list: 404, create: 404, buy: 404 });
    expect(await statuses(removed)).toEqual({ credits: 404, list: 404, create: 404, buy: 404 });
    // Two carousels spent the team's credits; nobody's personal balance moved.
    expect(await balanceOf(team)).toBe(8);
    expect(await balanceOf(await personalWorkspaceOf(testApp, dono))).toBe(2);
    expect(await balanceOf(await personalWorkspaceOf(testApp, leitor))).toBe(2);
  });

  it("shows every member the team's carousels and history, each ledger row saying who, and another workspace's carousel as missing", async () => {
    const { team, dono, editor, leitor } = await teamWithRoles(3);
    const created = await request('POST', '/api/carousels', inWorkspace(editor, team), carouselBody());
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();

    const list = await request('GET', '/api/carousels', inWorkspace(leitor, team));
    expect(list.json<{ id: string }[]>().map((item) => item.id)).toEqual([id]);
    expect((await request('GET', `/api/carousels/${id}`, inWorkspace(leitor, team))).statusCode).toBe(200);
    // The same carousel asked for in the personal workspace, even by its creator: as if it did not exist.
    expect((await request('GET', `/api/carousels/${id}`, editor.headers)).statusCode).toBe(404);
    expect((await request('GET', '/api/carousels', editor.headers)).json()).toEqual([]);
    const leitorDelete = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/carousels/${id}`,
      headers: inWorkspace(leitor, team),
    });
    expect(leitorDelete.statusCode).toBe(403);

    const credits = (await request('GET', '/api/credits', inWorkspace(dono, team))).json<CreditsResponse>();
    expect(credits.saldo).toBe(2);
    expect(credits.historico).toEqual([
      expect.objectContaining({ kind: 'carrossel', change: -1, por: editor.nome }),
    ]);
    // A personal workspace's history names nobody: it has one member.
    const personal = (await request('GET', '/api/credits', editor.headers)).json<CreditsResponse>();
    expect(personal.historico.every((item) => item.por === undefined)).toBe(true);
  });
});

describe('spending the last credit', () => {
  it('makes exactly one carousel when two members spend it at once', async () => {
    const { team, dono, editor } = await teamWithRoles(1);
    const post = (user: TestUser) =>
      fetch(`${baseUrl}/api/carousels`, {
        method: 'POST',
        headers: { ...inWorkspace(user, team), 'content-type': 'application/json' },
        body: JSON.stringify(carouselBody()),
      }).then((response) => response.status);

    const statuses = await Promise.all([post(dono), post(editor), post(dono), post(editor)]);

    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 402)).toHaveLength(3);
    expect(await balanceOf(team)).toBe(0);
    const { rows } = await testApp.ctx.pool.query(
      `select (select count(*)::int from carrosseis where id_workspace = $1) as carrosseis,
              (select coalesce(sum(delta), 0)::int from credit_ledger where id_workspace = $1) as moved`,
      [team],
    );
    expect(rows).toEqual([{ carrosseis: 1, moved: -1 }]);
  });
});

describe('a PIX purchase for a team', () => {
  it("credits the team once, whoever's request settles it, and says which member bought", async () => {
    const { team, dono, editor } = await teamWithRoles(0);
    const created = await request('POST', '/api/create-pix-payment', inWorkspace(editor, team), {
      packageId: 'popular',
    });
    expect(created.statusCode, created.body).toBe(201);
    const payment = created.json<PixPayment>();
    // Another workspace (the buyer's own personal one) does not know the payment.
    const elsewhere = await request('POST', `/api/pix-payment/${payment.paymentId}/simulate`, editor.headers);
    expect(elsewhere.statusCode).toBe(404);

    const paid = await Promise.all([
      request('POST', `/api/pix-payment/${payment.paymentId}/simulate`, inWorkspace(dono, team)),
      request('POST', `/api/pix-payment/${payment.paymentId}/simulate`, inWorkspace(editor, team)),
    ]);

    expect(paid.map((response) => response.statusCode)).toEqual([200, 200]);
    const credits = (await request('GET', '/api/credits', inWorkspace(dono, team))).json<CreditsResponse>();
    expect(credits.saldo).toBe(payment.quantidade);
    expect(credits.historico).toEqual([expect.objectContaining({ kind: 'compra', por: editor.nome })]);
    expect(await balanceOf(await personalWorkspaceOf(testApp, editor))).toBe(2);
  });
});

describe('the role matrix on share links and batches', () => {
  it('lets every member share a team carousel, editors make batches, and answers 404 to a non-member or a removed member', async () => {
    templates = await listTemplates(testApp, await createUser(testApp));
    const { team, dono, editor, leitor, outsider, removed } = await teamWithRoles(10);
    const made = await request('POST', '/api/carousels', inWorkspace(editor, team), carouselBody());
    expect(made.statusCode, made.body).toBe(201);
    const carouselId = made.json<{ id: string }>().id;
    // Only a finished carousel is shared; the worker is off here, so it is left as the worker would leave it.
    await testApp.ctx.pool.query(
      "update carrosseis set status = 'concluido', versao_atual = 1, data_finalizacao = now() where id = $1",
      [carouselId],
    );
    const batch = await request('POST', '/api/carousels/batch', inWorkspace(dono, team), {
      itens: [carouselBody()],
    });
    expect(batch.statusCode, batch.body).toBe(202);
    const batchId = batch.json<{ lote_id: string }>().lote_id;

    const statuses = async (user: TestUser) => {
      const headers = inWorkspace(user, team);
      return {
        listLinks: (await request('GET', `/api/carousels/${carouselId}/share-links`, headers)).statusCode,
        share: (
          await request('POST', `/api/carousels/${carouselId}/share-links`, headers, { validadeDias: 7 })
        ).statusCode,
        readBatch: (await request('GET', `/api/carousels/batch/${batchId}`, headers)).statusCode,
        makeBatch: (await request('POST', '/api/carousels/batch', headers, { itens: [carouselBody()] }))
          .statusCode,
      };
    };

    // Sharing is seeing and downloading (docs/workspaces.md, roles): a leitor shares too; a batch spends credits.
    expect(await statuses(editor)).toEqual({ listLinks: 200, share: 201, readBatch: 200, makeBatch: 202 });
    expect(await statuses(leitor)).toEqual({ listLinks: 200, share: 201, readBatch: 200, makeBatch: 403 });
    expect(await statuses(outsider)).toEqual({ listLinks: 404, share: 404, readBatch: 404, makeBatch: 404 });
    expect(await statuses(removed)).toEqual({ listLinks: 404, share: 404, readBatch: 404, makeBatch: 404 });
    // One carousel, then two batches of one: the leitor's and the strangers' attempts spent nothing.
    expect(await balanceOf(team)).toBe(7);
    // The team's carousel asked for in the sharer's personal workspace: as if it did not exist.
    expect(
      (await request('GET', `/api/carousels/${carouselId}/share-links`, leitor.headers)).statusCode,
    ).toBe(404);
  });
});
