import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpaqueToken } from '../../src/server/auth/tokens';
import { withTransaction } from '../../src/server/db/transaction';
import { createPostStates } from '../../src/server/publishing/posts';
import { recordActivity } from '../../src/server/workspaces/activity';
import type { CarouselListItem, CarouselSlides, TemplateDto } from '../../src/shared/carousels/api';
import type { PixPayment } from '../../src/shared/payments/schemas';
import {
  WORKSPACE_ACTIVITY_PAGE_SIZE,
  type WorkspaceActivity,
  type WorkspaceActivityPage,
} from '../../src/shared/workspaces/activity';
import { CONVENCER_FIELDS, listTemplates } from '../helpers/carousels';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';
import { createTeam, inWorkspace } from '../helpers/workspaces';

/*
 * Who did what (docs/workspaces.md, "Quem fez o quê"): each action writes exactly one entry of the workspace's
 * activity list in its own transaction (a refused or repeated action none), only the owner reads the list, newest
 * first a page at a time, and the history card names who created, edited and published each carousel.
 */

let database: TestDatabase;
let testApp: TestApp;
let templates: TemplateDto[];

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await startTestApp(database.url, { RATE_LIMIT: 'off' }, { worker: true });
});
afterAll(async () => {
  await testApp?.close();
  await database?.drop();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (headers: Record<string, string>, method: Method, url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

async function activityOf(user: TestUser, workspaceId: string, antes?: string) {
  const response = await call(
    user.headers,
    'GET',
    `/api/workspaces/${workspaceId}/activity${antes ? `?antes=${antes}` : ''}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<WorkspaceActivityPage>();
}

/** The entries as "who: kind", newest first. */
const summarize = (items: WorkspaceActivity[]) => items.map((entry) => `${entry.ator}: ${entry.tipo}`);

async function waitUntilServed(headers: Record<string, string>, id: string) {
  await expect
    .poll(
      async () => (await call(headers, 'GET', `/api/carousels/${id}`)).json<{ status: string }>().status,
      { timeout: 90_000, interval: 100 },
    )
    .toBe('concluido');
}

async function cardOf(headers: Record<string, string>, id: string) {
  const list = (await call(headers, 'GET', '/api/carousels')).json<CarouselListItem[]>();
  return list.find((item) => item.id === id);
}

describe('the activity list of a team', () => {
  it('records each carousel action once, with its member, and nothing for a refused one', async () => {
    const ana = await createUser(testApp, { nome: 'Ana Dona' });
    const bruno = await createUser(testApp, { nome: 'Bruno Editor' });
    const caio = await createUser(testApp, { nome: 'Caio Leitor' });
    templates = await listTemplates(testApp, ana);
    const team = await createTeam(
      testApp,
      [
        { user: ana, papel: 'dono' },
        { user: bruno, papel: 'editor' },
        { user: caio, papel: 'leitor' },
      ],
      1,
    );
    const body = {
      objetivo: 'convencer',
      template_visual: templates[0]?.id,
      campos_personalizados: CONVENCER_FIELDS,
    };

    // Bruno creates; a second creation without credits is refused and leaves no entry.
    const created = await call(inWorkspace(bruno, team), 'POST', '/api/carousels', body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    expect((await call(inWorkspace(bruno, team), 'POST', '/api/carousels', body)).statusCode).toBe(402);
    await waitUntilServed(inWorkspace(ana, team), id);
    expect((await cardOf(inWorkspace(ana, team), id))?.autoria).toEqual({
      criado_por: 'Bruno Editor',
      editado_por: null,
      publicado_por: null,
    });

    // Ana edits; restoring the version already served is refused and leaves no entry.
    expect(
      (await call(inWorkspace(ana, team), 'POST', `/api/carousels/${id}/versions/1/restore`)).statusCode,
    ).toBe(409);
    const words = (
      await call(inWorkspace(ana, team), 'GET', `/api/carousels/${id}/slides`)
    ).json<CarouselSlides>();
    const saved = await call(inWorkspace(ana, team), 'PUT', `/api/carousels/${id}/slides`, {
      slides: words.slides,
      legenda: `${words.legenda} (revisada)`,
    });
    expect(saved.statusCode, saved.body).toBe(202);
    await waitUntilServed(inWorkspace(ana, team), id);
    // Bruno restores the first version: an edit too, by him.
    const restored = await call(inWorkspace(bruno, team), 'POST', `/api/carousels/${id}/versions/1/restore`);
    expect(restored.statusCode, restored.body).toBe(202);
    await waitUntilServed(inWorkspace(ana, team), id);
    expect((await cardOf(inWorkspace(caio, team), id))?.autoria).toMatchObject({
      editado_por: 'Bruno Editor',
    });

    // Published on Instagram, the post asked for by Ana: the publisher settles it twice, one entry.
    const { rows } = await testApp.ctx.pool.query<{ id: string }>(
      `insert into instagram_posts (id_usuario, publicado_por, id_carrossel, versao, ig_user_id, legenda, estado,
         agendado_para)
       values ($1, $1, $2, 1, 'ig-1', 'Legenda', 'publicando', now()) returning id`,
      [ana.id, id],
    );
    const postId = rows[0]?.id as string;
    const states = createPostStates(testApp.ctx, {
      network: 'instagram',
      table: 'instagram_posts',
      lockNamespace: 'instagram-post',
    });
    const post = { id: postId, idUsuario: ana.id, idWorkspace: team, idCarrossel: id };
    expect(await states.published(post, {})).toBe(true);
    expect(await states.published(post, {})).toBe(false);
    expect((await cardOf(inWorkspace(bruno, team), id))?.autoria).toEqual({
      criado_por: 'Bruno Editor',
      editado_por: 'Bruno Editor',
      publicado_por: 'Ana Dona',
    });

    // The leitor may not delete (no entry); Bruno deletes.
    expect((await call(inWorkspace(caio, team), 'DELETE', `/api/carousels/${id}`)).statusCode).toBe(403);
    expect((await call(inWorkspace(bruno, team), 'DELETE', `/api/carousels/${id}`)).statusCode).toBe(204);

    const page = await activityOf(ana, team);
    expect(summarize(page.items)).toEqual([
      'Bruno Editor: carrossel_excluido',
      'Ana Dona: carrossel_publicado',
      'Bruno Editor: carrossel_editado',
      'Ana Dona: carrossel_editado',
      'Bruno Editor: carrossel_criado',
    ]);
    expect(page.proximo).toBeNull();
    const [deleted, published] = page.items;
    // The deleted carousel keeps its theme in every entry, and no longer links anywhere.
    expect(deleted?.carrossel).toEqual({ id, tema: expect.any(String), existe: false });
    expect(published).toMatchObject({ rede: 'instagram', carrossel: { id, existe: false } });
  });

  it('records a PIX purchase once, by the member who bought, however many confirmations arrive', async () => {
    const ana = await createUser(testApp, { nome: 'Ana Dona' });
    const bruno = await createUser(testApp, { nome: 'Bruno Comprador' });
    const team = await createTeam(testApp, [
      { user: ana, papel: 'dono' },
      { user: bruno, papel: 'editor' },
    ]);
    const created = await call(inWorkspace(bruno, team), 'POST', '/api/create-pix-payment', {
      packageId: 'popular',
    });
    expect(created.statusCode, created.body).toBe(201);
    const payment = created.json<PixPayment>();
    expect((await activityOf(ana, team)).items).toEqual([]);

    const paid = await Promise.all(
      [ana, bruno, bruno].map((user) =>
        call(inWorkspace(user, team), 'POST', `/api/pix-payment/${payment.paymentId}/simulate`),
      ),
    );

    expect(paid.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const { items } = await activityOf(ana, team);
    expect(items).toEqual([
      expect.objectContaining({
        tipo: 'creditos_comprados',
        ator: 'Bruno Comprador',
        creditos: payment.quantidade,
        carrossel: null,
      }),
    ]);
  });

  it('records members joining, changing role, removed and leaving, and nothing for refused or idle changes', async () => {
    const ana = await createUser(testApp, { nome: 'Ana Dona' });
    const bia = await createUser(testApp, { nome: 'Bia Convidada' });
    const davi = await createUser(testApp, { nome: 'Davi Convidado' });
    const team = await createTeam(testApp, [{ user: ana, papel: 'dono' }]);
    const invite = async (user: TestUser) => {
      const { token, hash } = createOpaqueToken();
      await testApp.ctx.pool.query(
        `insert into workspace_convites (id_workspace, email, papel, token_hash, convidado_por, expira_em)
         values ($1, $2, 'leitor', $3, $4, now() + interval '7 days')`,
        [team, user.email, hash, ana.id],
      );
      return token;
    };
    const biaToken = await invite(bia);
    const daviToken = await invite(davi);

    const accepted = await Promise.all([
      call(bia.headers, 'POST', '/api/workspaces/invites/accept', { token: biaToken }),
      call(bia.headers, 'POST', '/api/workspaces/invites/accept', { token: biaToken }),
    ]);
    expect(accepted.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(
      (await call(davi.headers, 'POST', '/api/workspaces/invites/accept', { token: daviToken })).statusCode,
    ).toBe(200);
    const role = (papel: string) =>
      call(ana.headers, 'PATCH', `/api/workspaces/${team}/members/${bia.id}`, { papel });
    expect((await role('editor')).statusCode).toBe(200);
    expect((await role('editor')).statusCode).toBe(200);
    // The last dono cannot step down: refused, no entry.
    expect(
      (await call(ana.headers, 'PATCH', `/api/workspaces/${team}/members/${ana.id}`, { papel: 'leitor' }))
        .statusCode,
    ).toBe(400);
    expect((await call(ana.headers, 'DELETE', `/api/workspaces/${team}/members/${davi.id}`)).statusCode).toBe(
      204,
    );
    expect((await call(bia.headers, 'DELETE', `/api/workspaces/${team}/members/${bia.id}`)).statusCode).toBe(
      204,
    );

    const { items } = await activityOf(ana, team);
    expect(items.map(({ tipo, ator, membro, papel }) => ({ tipo, ator, membro, papel }))).toEqual([
      { tipo: 'membro_saiu', ator: 'Bia Convidada', membro: 'Bia Convidada', papel: 'editor' },
      { tipo: 'membro_removido', ator: 'Ana Dona', membro: 'Davi Convidado', papel: 'leitor' },
      { tipo: 'papel_alterado', ator: 'Ana Dona', membro: 'Bia Convidada', papel: 'editor' },
      { tipo: 'membro_entrou', ator: 'Davi Convidado', membro: 'Davi Convidado', papel: 'leitor' },
      { tipo: 'membro_entrou', ator: 'Bia Convidada', membro: 'Bia Convidada', papel: 'leitor' },
    ]);
  });

  it('leaves no entry when the action’s transaction rolls back', async () => {
    const ana = await createUser(testApp);
    const team = await createTeam(testApp, [{ user: ana, papel: 'dono' }]);
    await expect(
      withTransaction(testApp.ctx.pool, async ({ client }) => {
        await recordActivity(client, { workspaceId: team, userId: ana.id, tipo: 'membro_saiu' });
        throw new Error('the action failed after writing its entry');
      }),
    ).rejects.toThrow('the action failed');
    expect((await activityOf(ana, team)).items).toEqual([]);
  });

  it('pages newest first, each entry once, and refuses a malformed cursor in Portuguese', async () => {
    const ana = await createUser(testApp);
    const team = await createTeam(testApp, [{ user: ana, papel: 'dono' }]);
    const total = WORKSPACE_ACTIVITY_PAGE_SIZE * 2 + 5;
    for (let index = 0; index < total; index++) {
      await withTransaction(testApp.ctx.pool, ({ client }) =>
        recordActivity(client, {
          workspaceId: team,
          userId: ana.id,
          tipo: 'creditos_comprados',
          creditos: index + 1,
        }),
      );
    }

    const seen: number[] = [];
    let antes: string | undefined;
    const sizes: number[] = [];
    do {
      const page = await activityOf(ana, team, antes);
      sizes.push(page.items.length);
      seen.push(...page.items.map((entry) => entry.creditos ?? 0));
      antes = page.proximo ?? undefined;
    } while (antes);

    expect(sizes).toEqual([WORKSPACE_ACTIVITY_PAGE_SIZE, WORKSPACE_ACTIVITY_PAGE_SIZE, 5]);
    expect(seen).toEqual(Array.from({ length: total }, (_, index) => total - index));
    const bad = await call(ana.headers, 'GET', `/api/workspaces/${team}/activity?antes=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(
      'Não foi possível carregar mais atividades. Recarregue a página.',
    );
  });
});

describe('names on the history card', () => {
  it('shows a member’s new name in the very next read of the list', async () => {
    const ana = await createUser(testApp, { nome: 'Ana Dona' });
    const bruno = await createUser(testApp, { nome: 'Bruno Editor' });
    const team = await createTeam(testApp, [
      { user: ana, papel: 'dono' },
      { user: bruno, papel: 'editor' },
    ]);
    const { rows } = await testApp.ctx.pool.query<{ id: string }>(
      `insert into carrosseis (id_usuario, id_workspace, tipo_carrossel, campos_personalizados, status, objetivo,
         tema, versao_atual, editado_por)
       values ($1, $2, 'convencer', '{}', 'concluido', 'convencer', 'Da equipe', 1, $3) returning id`,
      [ana.id, team, bruno.id],
    );
    const id = rows[0]?.id as string;
    expect((await cardOf(inWorkspace(ana, team), id))?.autoria).toEqual({
      criado_por: 'Ana Dona',
      editado_por: 'Bruno Editor',
      publicado_por: null,
    });

    const renamed = await call(bruno.headers, 'PATCH', '/api/account/name', { nome: 'Bruno Souza' });
    expect(renamed.statusCode, renamed.body).toBe(200);

    expect((await cardOf(inWorkspace(ana, team), id))?.autoria.editado_por).toBe('Bruno Souza');
  });
});
