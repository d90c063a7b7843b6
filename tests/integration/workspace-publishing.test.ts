import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Network } from '../../src/shared/publishing/schema';
import { type FakeInstagram, startFakeInstagram } from '../fakes/fake-instagram';
import { type FakeLinkedin, startFakeLinkedin } from '../fakes/fake-linkedin';
import { connectInstagram, instagramEnv } from '../helpers/instagram';
import { connectLinkedin, linkedinEnv } from '../helpers/linkedin';
import {
  finishedCarousel,
  type PublishingApp,
  publishTo,
  startPublishingApp,
  waitForPost,
} from '../helpers/publishing';
import type { TestApp } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';
import { createTeam, personalWorkspaceOf } from '../helpers/workspaces';

/*
 * Instagram and LinkedIn connections belong to the workspace (docs/workspaces.md, "Instagram e LinkedIn"): a
 * leitor sees them and the posts, an editor publishes and cancels, only a dono connects and disconnects; anyone
 * else gets the same 404 as an unknown workspace. A connection started in a workspace lands there and nowhere
 * else, and a carousel publishes only through its own workspace's connection.
 */

const WHO = ['dono', 'editor', 'leitor', 'outsider', 'removed'] as const;
type Who = (typeof WHO)[number];
const NETWORKS: Network[] = ['instagram', 'linkedin'];

let app: PublishingApp;
let testApp: TestApp;
let appUrl: string;
let instagram: FakeInstagram;
let linkedin: FakeLinkedin;
let team: string;
let people: Record<Who, TestUser>;
let teamCarousel: string;

/** The user acting in the team (their requests carry its X-Workspace-Id). */
const inTeam = (user: TestUser): TestUser => ({
  ...user,
  headers: { ...user.headers, 'x-workspace-id': team },
});

async function call(
  who: TestUser,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
): Promise<number> {
  const response = await testApp.app.inject({
    method,
    url,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });
  return response.statusCode;
}

/** Each person's answer to the same call, made in the team. */
async function matrix(send: (who: TestUser) => Promise<number>): Promise<Record<Who, number>> {
  const answers = {} as Record<Who, number>;
  for (const who of WHO) answers[who] = await send(inTeam(people[who]));
  return answers;
}

async function connectionOf(network: Network, who: TestUser) {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/${network}`, headers: who.headers });
  return (response.json() as { conta: Record<string, unknown> | null }).conta;
}

const connect = (network: Network, who: TestUser, options?: Parameters<typeof connectInstagram>[2]) =>
  network === 'instagram' ? connectInstagram(appUrl, who, options) : connectLinkedin(appUrl, who, options);

/** The next authorization logs in as this account (Instagram) or member (LinkedIn). */
function nextAccount(name: string): void {
  instagram.account.userId = `1784${name.length}${Date.now()}`;
  instagram.account.username = name;
  linkedin.member.sub = `sub-${name}`;
  linkedin.member.name = name;
}

beforeAll(async () => {
  instagram = await startFakeInstagram();
  linkedin = await startFakeLinkedin();
  app = await startPublishingApp(
    (url) => ({ ...instagramEnv(instagram, url), ...linkedinEnv(linkedin, url) }),
    {
      worker: true,
    },
  );
  ({ testApp, appUrl } = app);
  const users = await Promise.all(WHO.map(() => createUser(testApp, { credits: 1 })));
  people = Object.fromEntries(WHO.map((who, index) => [who, users[index]])) as Record<Who, TestUser>;
  team = await createTeam(
    testApp,
    [
      { user: people.dono, papel: 'dono' },
      { user: people.editor, papel: 'editor' },
      { user: people.leitor, papel: 'leitor' },
      { user: people.removed, papel: 'editor' },
    ],
    2,
  );
  await testApp.ctx.pool.query('delete from workspace_membros where id_workspace = $1 and id_usuario = $2', [
    team,
    people.removed.id,
  ]);
  teamCarousel = await finishedCarousel(testApp, inTeam(people.editor), 90_000);
}, 180_000);
afterAll(async () => {
  await app?.close();
  await instagram?.close();
  await linkedin?.close();
});

describe.each(NETWORKS)('%s connections of a workspace', (network) => {
  it("connects each workspace's own account, only by a dono, and the personal one is not the team's", async () => {
    nextAccount(`pessoal.${network}`);
    expect(await connect(network, people.dono)).toBe(`/conta?${network}=conectado`);
    expect(await connectionOf(network, inTeam(people.dono))).toBeNull();

    expect(await matrix((who) => call(who, 'POST', `/api/${network}/connect`))).toEqual({
      dono: 200,
      editor: 403,
      leitor: 403,
      outsider: 404,
      removed: 404,
    });

    nextAccount(`agencia.${network}`);
    expect(await connect(network, inTeam(people.dono))).toBe(`/conta?${network}=conectado`);
    const shown = network === 'instagram' ? 'username' : 'nome';
    for (const who of ['dono', 'editor', 'leitor'] as const) {
      expect(await connectionOf(network, inTeam(people[who]))).toMatchObject({
        [shown]: `agencia.${network}`,
      });
    }
    // The personal connection stays the dono's own, untouched by the team's.
    expect(await connectionOf(network, people.dono)).toMatchObject({ [shown]: `pessoal.${network}` });
    expect(await connectionOf(network, people.editor)).toBeNull();
    expect(await matrix((who) => call(who, 'GET', `/api/${network}`))).toEqual({
      dono: 200,
      editor: 200,
      leitor: 200,
      outsider: 404,
      removed: 404,
    });
  });

  it('binds a connection to the workspace that started it, never to one named on the way back', async () => {
    const personal = await personalWorkspaceOf(testApp, people.dono);
    nextAccount(`outra.${network}`);
    // A workspace named in the callback's query is not read: the signed state says the team.
    const moved = await connect(network, inTeam(people.dono), {
      beforeCallback: async (callback) => {
        callback.searchParams.set('workspace', personal);
        return callback;
      },
    });
    expect(moved).toBe(`/conta?${network}=conectado`);
    const shown = network === 'instagram' ? 'username' : 'nome';
    expect(await connectionOf(network, inTeam(people.dono))).toMatchObject({ [shown]: `outra.${network}` });
    expect(await connectionOf(network, people.dono)).toMatchObject({ [shown]: `pessoal.${network}` });

    // Demoted while the network's window is open: the connection it started binds nothing.
    nextAccount(`rebaixado.${network}`);
    const demoted = await connect(network, inTeam(people.dono), {
      beforeCallback: async () => {
        await setRole(people.dono, 'editor');
        return undefined;
      },
    });
    await setRole(people.dono, 'dono');
    expect(demoted).toBe(`/conta?${network}=erro&motivo=expirado`);
    expect(await connectionOf(network, inTeam(people.dono))).toMatchObject({ [shown]: `outra.${network}` });
  });

  it('lets members see the posts, editors publish and cancel, and answers 404 to anyone else', async () => {
    const posts = `/api/carousels/${teamCarousel}/${network}`;
    expect(await matrix((who) => call(who, 'GET', posts))).toEqual({
      dono: 200,
      editor: 200,
      leitor: 200,
      outsider: 404,
      removed: 404,
    });
    if (network === 'instagram') {
      expect(await matrix((who) => call(who, 'GET', '/api/instagram/desempenho'))).toEqual({
        dono: 200,
        editor: 200,
        leitor: 200,
        outsider: 404,
        removed: 404,
      });
    }
    // An invalid body reaches the service only past the role check: 400 there, 403 or 404 before it.
    expect(await matrix((who) => call(who, 'POST', posts, { legenda: 7 }))).toEqual({
      dono: 400,
      editor: 400,
      leitor: 403,
      outsider: 404,
      removed: 404,
    });

    const later = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = await publishTo(testApp, inTeam(people.editor), network, teamCarousel, {
      legenda: 'Mais tarde',
      agendar_para: later,
    });
    expect(scheduled.status).toBe(201);
    const cancel = `/api/${network}/posts/${scheduled.body.id}/cancel`;
    expect({
      leitor: await call(inTeam(people.leitor), 'POST', cancel),
      outsider: await call(inTeam(people.outsider), 'POST', cancel),
      removed: await call(inTeam(people.removed), 'POST', cancel),
      // The dono, acting in their personal workspace, does not find the team's post there.
      donoPessoal: await call(people.dono, 'POST', cancel),
      dono: await call(inTeam(people.dono), 'POST', cancel),
    }).toEqual({ leitor: 403, outsider: 404, removed: 404, donoPessoal: 404, dono: 200 });
  });

  it("publishes a team's carousel through the team's connection, never through another workspace's", async () => {
    // The dono has a connection of their own, but the team's carousel is not their personal workspace's.
    const elsewhere = await publishTo(testApp, people.dono, network, teamCarousel, {
      legenda: 'Pelo pessoal',
      agendar_para: null,
    });
    expect(elsewhere.status).toBe(404);

    const created = await publishTo(testApp, inTeam(people.editor), network, teamCarousel, {
      legenda: 'Post da agência',
      agendar_para: null,
    });
    expect(created.status).toBe(201);
    const done = await waitForPost(testApp, inTeam(people.leitor), network, teamCarousel, {
      postId: created.body.id,
      states: ['publicado', 'erro'],
      timeoutMs: 60_000,
    });
    expect(done).toMatchObject({ erro: null });
    if (network === 'instagram') {
      expect(instagram.media.at(-1)).toMatchObject({
        caption: 'Post da agência',
        owner: (await accountIdOf('instagram_contas', 'ig_user_id', team)) ?? 'none',
      });
    } else {
      expect(linkedin.posts.at(-1)).toMatchObject({
        commentary: expect.stringContaining('Post da agência'),
        author: `urn:li:person:${(await accountIdOf('linkedin_contas', 'member_id', team)) ?? 'none'}`,
      });
    }
    const { rows } = await testApp.ctx.pool.query(
      `select id_usuario, id_workspace from ${network}_posts where id = $1`,
      [created.body.id],
    );
    expect(rows).toEqual([{ id_usuario: people.editor.id, id_workspace: team }]);
  });

  it("lets only a dono disconnect, and only the active workspace's connection", async () => {
    const disconnect = (who: Who) => call(inTeam(people[who]), 'DELETE', `/api/${network}`);
    expect({
      editor: await disconnect('editor'),
      leitor: await disconnect('leitor'),
      outsider: await disconnect('outsider'),
      removed: await disconnect('removed'),
    }).toEqual({ editor: 403, leitor: 403, outsider: 404, removed: 404 });
    expect(await connectionOf(network, inTeam(people.editor))).not.toBeNull();
    expect(await disconnect('dono')).toBe(204);
    expect(await connectionOf(network, inTeam(people.editor))).toBeNull();
    expect(await connectionOf(network, people.dono)).not.toBeNull();
  });
});

async function setRole(user: TestUser, papel: 'dono' | 'editor'): Promise<void> {
  await testApp.ctx.pool.query(
    'update workspace_membros set papel = $3 where id_workspace = $1 and id_usuario = $2',
    [team, user.id, papel],
  );
  // The membership is remembered for a second beside the session; the callback reads it fresh from the database.
}

async function accountIdOf(table: string, column: string, workspaceId: string): Promise<string | null> {
  const { rows } = await testApp.ctx.pool.query<{ id: string }>(
    `select ${column} as id from ${table} where id_workspace = $1`,
    [workspaceId],
  );
  return rows[0]?.id ?? null;
}
