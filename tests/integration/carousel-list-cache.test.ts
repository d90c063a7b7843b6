import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import type { CarouselSlides } from '../../src/shared/carousels/api';
import { setUpAppKit } from '../helpers/app-kit';
import { CONVENCER_FIELDS, createCarousel, waitForCarousel } from '../helpers/carousels';
import type { TestApp } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';
import { createTeam, inWorkspace } from '../helpers/workspaces';

/*
 * The history list every open dashboard polls is answered from each process's memory until PostgreSQL notifies
 * that the workspace's carousels changed (docs/decisions/0025-list-cache.md). What must never happen: a process
 * answering an old list after its own write, a list left stale after another process's change once its
 * notification has arrived, a stale list after the LISTEN connection was lost, or a removed member reading it.
 */

let testApp: TestApp;
let templateId: string;
setUpAppKit({ worker: true }, (kit) => {
  testApp = kit.testApp;
  templateId = kit.templates[0]?.id ?? '';
});

interface Item {
  id: string;
  status: string;
  tema: string | null;
  autoria: { editado_por: string | null };
}

async function listOf(headers: Record<string, string>): Promise<Item[]> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/carousels', headers });
  expect(response.statusCode).toBe(200);
  return response.json() as Item[];
}

/** The list is read, and this node's LISTEN connection is up: the next reads come from memory. */
async function servedFromMemory(
  user: TestUser,
  headers: Record<string, string> = user.headers,
): Promise<void> {
  await listOf(headers);
  await vi.waitFor(() => expect(testApp.services.carouselLists.isServing()).toBe(true));
  await listOf(headers);
}

/** Another process: its own connection to the same database (a worker, another API node, a script). */
async function inAnotherProcess<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testApp.config.DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const created = async (user: TestUser) => {
  const response = await createCarousel(testApp, user, {
    objetivo: 'convencer',
    template_visual: templateId,
    campos_personalizados: CONVENCER_FIELDS,
  });
  expect(response.status).toBe(201);
  return response.body.id as string;
};

describe('the history list remembered by each process', () => {
  it("answers this process's own create, edit and delete in the very next read", async () => {
    const owner = await createUser(testApp, { credits: 5 });
    const first = await created(owner);
    await waitForCarousel(testApp, owner, first);
    // The worker's writes reach the list through PostgreSQL's notification (or straight away: it runs here).
    await expect.poll(async () => (await listOf(owner.headers))[0]?.status).toBe('concluido');
    await servedFromMemory(owner);

    const second = await created(owner);
    expect((await listOf(owner.headers)).map((item) => item.id)).toEqual([second, first]);
    await waitForCarousel(testApp, owner, second);
    await expect.poll(async () => (await listOf(owner.headers))[0]?.status).toBe('concluido');
    await servedFromMemory(owner);
    expect((await listOf(owner.headers)).find((item) => item.id === first)?.autoria.editado_por).toBeNull();

    const slides = (
      await testApp.app.inject({
        method: 'GET',
        url: `/api/carousels/${first}/slides`,
        headers: owner.headers,
      })
    ).json() as CarouselSlides;
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: `/api/carousels/${first}/slides`,
      headers: owner.headers,
      payload: { slides: slides.slides, legenda: slides.legenda },
    });
    expect(saved.statusCode).toBe(202);
    // The card names who edited it from the save on, whether the new version is drawn yet or not.
    const edited = (await listOf(owner.headers)).find((item) => item.id === first);
    expect(edited?.autoria.editado_por).toEqual(expect.any(String));

    await servedFromMemory(owner);
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/carousels/${second}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await listOf(owner.headers)).map((item) => item.id)).toEqual([first]);
    await waitForCarousel(testApp, owner, first);
  });

  it("answers another process's change once PostgreSQL's notification arrives, posts included", async () => {
    const owner = await createUser(testApp, { credits: 5 });
    const id = await created(owner);
    await waitForCarousel(testApp, owner, id);
    await servedFromMemory(owner);

    await inAnotherProcess((client) =>
      client.query('update carrosseis set tema = $2 where id = $1', [id, 'Tema mudado por outro processo']),
    );
    await vi.waitFor(async () =>
      expect((await listOf(owner.headers))[0]?.tema).toBe('Tema mudado por outro processo'),
    );

    // A post written elsewhere (the publishers run in the workers) changes the card too.
    await servedFromMemory(owner);
    await inAnotherProcess((client) =>
      client.query(
        `insert into linkedin_posts (id_usuario, id_carrossel, versao, member_id, legenda, estado, agendado_para)
         values ($1, $2, 1, 'yR5n8kQ2Lm', 'Legenda', 'agendado', now() + interval '1 day')`,
        [owner.id, id],
      ),
    );
    await vi.waitFor(async () => {
      const [item] = (await listOf(owner.headers)) as unknown as { publicacoes: { rede: string }[] }[];
      expect(item?.publicacoes.map((post) => post.rede)).toEqual(['linkedin']);
    });

    await servedFromMemory(owner);
    await inAnotherProcess((client) => client.query('delete from carrosseis where id = $1', [id]));
    await vi.waitFor(async () => expect(await listOf(owner.headers)).toEqual([]));
  });

  it('reads PostgreSQL while its LISTEN connection is lost, and remembers again once it is back', async () => {
    const owner = await createUser(testApp, { credits: 5 });
    const id = await created(owner);
    await waitForCarousel(testApp, owner, id);
    await servedFromMemory(owner);

    await inAnotherProcess((client) =>
      client.query(
        `select pg_terminate_backend(pid, 5000) from pg_stat_activity
          where application_name = 'carrossel-list-cache' and datname = current_database()`,
      ),
    );
    await vi.waitFor(() => expect(testApp.services.carouselLists.isServing()).toBe(false));
    // A change nobody on this node hears about (its listener is gone), made without even a trigger firing: the
    // next read still answers it, from the database.
    await inAnotherProcess(async (client) => {
      await client.query("set session_replication_role = 'replica'");
      await client.query('update carrosseis set tema = $2 where id = $1', [id, 'Mudado sem aviso']);
    });
    expect((await listOf(owner.headers))[0]?.tema).toBe('Mudado sem aviso');

    await vi.waitFor(() => expect(testApp.services.carouselLists.isServing()).toBe(true));
    expect((await listOf(owner.headers))[0]?.tema).toBe('Mudado sem aviso');
    await inAnotherProcess((client) =>
      client.query('update carrosseis set tema = $2 where id = $1', [id, 'Ouvido de novo']),
    );
    await vi.waitFor(async () => expect((await listOf(owner.headers))[0]?.tema).toBe('Ouvido de novo'));
  });

  it("refuses a removed member's very next read of the team's list", async () => {
    const dono = await createUser(testApp, { credits: 5 });
    const leitor = await createUser(testApp);
    const team = await createTeam(testApp, [
      { user: dono, papel: 'dono' },
      { user: leitor, papel: 'leitor' },
    ]);
    await servedFromMemory(leitor, inWorkspace(leitor, team));
    expect(await listOf(inWorkspace(leitor, team))).toEqual([]);

    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/workspaces/${team}/members/${leitor.id}`,
      headers: inWorkspace(dono, team),
    });
    expect(removed.statusCode).toBe(204);
    const refused = await testApp.app.inject({
      method: 'GET',
      url: '/api/carousels',
      headers: inWorkspace(leitor, team),
    });
    expect(refused.statusCode).toBe(404);
  });
});
