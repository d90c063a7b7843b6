import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceSessionChange } from '../../src/server/auth/revoke-sessions';
import { publishCarouselChange } from '../../src/server/carousels/notify';
import { withTransaction } from '../../src/server/db/transaction';
import { publishUserEvent, publishWorkspaceEvent } from '../../src/server/user-events/publish-user-event';
import type { PixPayment } from '../../src/shared/payments/schemas';
import { openEventStream, type SseClient } from '../helpers/sse';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';
import { createUser, login, loginAdmin, type TestUser } from '../helpers/users';
import { createTeam, personalWorkspaceOf } from '../helpers/workspaces';

let database: TestDatabase;
/** Two nodes of one deployment: same database, separate processes' worth of state. */
let nodeA: TestApp;
let nodeB: TestApp;
let baseUrlB: string;

beforeAll(async () => {
  database = await createTestDatabase();
  nodeA = await startTestApp(database.url, { RATE_LIMIT: 'off' });
  nodeB = await startTestApp(database.url, { RATE_LIMIT: 'off' });
  await nodeB.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrlB = `http://127.0.0.1:${(nodeB.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await nodeA?.close();
  await nodeB?.close();
  await database?.drop();
});

function streamUrl(user: TestUser): string {
  return `${baseUrlB}/api/events?access_token=${encodeURIComponent(user.session.access_token)}`;
}

async function connect(user: TestUser): Promise<SseClient> {
  const client = await openEventStream(streamUrl(user));
  expect(client.status).toBe(200);
  await client.next((event) => event.event === 'ready');
  return client;
}

describe('GET /api/events', () => {
  it('refuses a missing or invalid token', async () => {
    const missing = await fetch(`${baseUrlB}/api/events`);
    expect(missing.status).toBe(401);
    const invalid = await fetch(`${baseUrlB}/api/events?access_token=nope`);
    expect(invalid.status).toBe(401);
  });

  it('opens an event stream with the token in the query or in the header', async () => {
    const user = await createUser(nodeA);
    const byQuery = await openEventStream(streamUrl(user));
    expect(byQuery.status).toBe(200);
    expect(byQuery.contentType).toContain('text/event-stream');
    expect(await byQuery.next()).toEqual({ event: 'ready', data: {} });
    byQuery.close();
    const byHeader = await openEventStream(`${baseUrlB}/api/events`, user.headers);
    expect(byHeader.status).toBe(200);
    expect((await byHeader.next()).event).toBe('ready');
    byHeader.close();
  });

  it('delivers an event published on one node to a client connected to the other, and only to its user', async () => {
    const user = await createUser(nodeA);
    const other = await createUser(nodeA);
    const mine = await connect(user);
    const theirs = await connect(other);

    await publishUserEvent(nodeA.ctx.pool, user.id, { type: 'credits' });
    await publishCarouselChange(nodeA.ctx.pool, '2f0c6a57-1b7d-4d4e-9a51-3c2b9d8e0f11', {
      workspaceId: await personalWorkspaceOf(nodeA, user),
    });

    expect(await mine.next()).toEqual({ event: 'message', data: { type: 'credits' } });
    expect(await mine.next()).toEqual({
      event: 'message',
      data: { type: 'carousel', id: '2f0c6a57-1b7d-4d4e-9a51-3c2b9d8e0f11' },
    });
    // A later event for the other user arrives; nothing of the first user's came before it.
    await publishUserEvent(nodeA.ctx.pool, other.id, { type: 'credits' });
    expect(await theirs.next()).toEqual({ event: 'message', data: { type: 'credits' } });
    expect(theirs.pending()).toEqual([]);
    mine.close();
    theirs.close();
  });

  it('tells the buyer on the other node when a purchase is opened and when it is paid', async () => {
    const user = await createUser(nodeA);
    const stream = await connect(user);
    const created = await nodeA.app.inject({
      method: 'POST',
      url: '/api/create-pix-payment',
      headers: user.headers,
      payload: { packageId: 'popular' },
    });
    const payment = created.json<PixPayment>();
    expect(await stream.next()).toEqual({
      event: 'message',
      data: { type: 'credits', id: payment.paymentId },
    });
    await nodeA.app.inject({
      method: 'POST',
      url: `/api/pix-payment/${payment.paymentId}/simulate`,
      headers: user.headers,
    });
    expect(await stream.next()).toEqual({
      event: 'message',
      data: { type: 'credits', id: payment.paymentId },
    });
    stream.close();
  });

  it('sends nothing for a change whose transaction rolled back', async () => {
    const user = await createUser(nodeA);
    const stream = await connect(user);
    await withTransaction(nodeA.ctx.pool, async ({ client }) => {
      await publishUserEvent(client, user.id, { type: 'carousel', id: 'rolled-back' });
      throw new Error('abort');
    }).catch(() => undefined);
    await withTransaction(nodeA.ctx.pool, ({ client }) =>
      publishUserEvent(client, user.id, { type: 'carousel', id: 'committed' }),
    );
    expect(await stream.next()).toEqual({ event: 'message', data: { type: 'carousel', id: 'committed' } });
    expect(stream.pending()).toEqual([]);
    stream.close();
  });

  it('reconnects its listener after losing it and asks clients to resync', async () => {
    const user = await createUser(nodeA);
    const stream = await connect(user);
    const { rows } = await nodeA.ctx.pool.query<{ killed: boolean }>(
      `select pg_terminate_backend(pid) as killed from pg_stat_activity
       where application_name = 'carrossel-realtime' and datname = current_database()`,
    );
    expect(rows.some((row) => row.killed)).toBe(true);
    expect(await stream.next((event) => event.event === 'resync', 10_000)).toEqual({
      event: 'resync',
      data: {},
    });
    await publishUserEvent(nodeA.ctx.pool, user.id, { type: 'credits' });
    expect(await stream.next()).toEqual({ event: 'message', data: { type: 'credits' } });
    stream.close();
  });

  it('refuses an 11th stream of one user on one node, and accepts again once one closes', async () => {
    const user = await createUser(nodeA);
    const streams = await Promise.all(Array.from({ length: 10 }, () => connect(user)));
    const extra = await fetch(streamUrl(user));
    expect(extra.status).toBe(429);
    streams[0]?.close();
    await expect
      .poll(async () => {
        const retry = await openEventStream(streamUrl(user));
        retry.close();
        return retry.status;
      })
      .toBe(200);
    for (const stream of streams) stream.close();
  });

  it('lets the node shut down while streams are open', async () => {
    const extra = await startTestApp(database.url, { RATE_LIMIT: 'off' });
    await extra.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await createUser(extra);
    const port = (extra.app.server.address() as AddressInfo).port;
    const stream = await openEventStream(
      `http://127.0.0.1:${port}/api/events?access_token=${user.session.access_token}`,
    );
    await stream.next((event) => event.event === 'ready');
    const startedAt = Date.now();
    await extra.close();
    expect(Date.now() - startedAt).toBeLessThan(10_000);
    stream.close();
  });
});

describe('ending a session ends its streams at once', () => {
  async function expectEnded(stream: SseClient): Promise<void> {
    expect(await stream.next((event) => event.event !== 'message')).toEqual({
      event: 'session_ended',
      data: {},
    });
    await stream.ended;
  }

  it("on sign-out, while the user's other sessions keep theirs", async () => {
    const user = await createUser(nodeA);
    const otherSession = await login(nodeA, user.email, user.senha);
    const stream = await connect(user);
    const otherTab = await connect({ ...user, session: otherSession });
    const out = await nodeA.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refresh_token: user.session.refresh_token },
    });
    expect(out.statusCode).toBe(204);
    await expectEnded(stream);
    await publishUserEvent(nodeA.ctx.pool, user.id, { type: 'credits' });
    expect(await otherTab.next()).toEqual({ event: 'message', data: { type: 'credits' } });
    otherTab.close();
  });

  it('and the node forgets the session it remembered, when the revocation was made by another node', async () => {
    const user = await createUser(nodeA);
    const headers = { authorization: `Bearer ${user.session.access_token}` };
    // Node B remembers this active session for a second (auth/standing-cache.ts)...
    expect((await nodeB.app.inject({ method: 'GET', url: '/api/me', headers })).statusCode).toBe(200);
    const stream = await connect(user);
    // ...and another node, which node B's memory cannot see, revokes it and announces it.
    await withTransaction(nodeA.ctx.pool, async ({ client }) => {
      await client.query('update auth_sessions set revoked_at = now() where id_usuario = $1', [user.id]);
      await publishUserEvent(client, user.id, { type: 'session' });
    });
    await expectEnded(stream);
    expect((await nodeB.app.inject({ method: 'GET', url: '/api/me', headers })).statusCode).toBe(401);
  });

  it('when an admin blocks, makes pendente or deletes the user', async () => {
    const admin = await loginAdmin(nodeA);
    const blocked = await createUser(nodeA);
    const pending = await createUser(nodeA);
    const deleted = await createUser(nodeA);
    const streams = await Promise.all([connect(blocked), connect(pending), connect(deleted)]);
    const [toBlocked, toPending, toDeleted] = streams as [SseClient, SseClient, SseClient];

    const block = await nodeA.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${blocked.id}/status`,
      headers: admin.headers,
      payload: { status: 'bloqueado' },
    });
    expect(block.statusCode, block.body).toBe(200);
    await expectEnded(toBlocked);

    const edit = await nodeA.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${pending.id}`,
      headers: admin.headers,
      payload: { nome: pending.nome, email: pending.email, tipo: 'cliente', status: 'pendente' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await expectEnded(toPending);
    const me = await nodeA.app.inject({ method: 'GET', url: '/api/me', headers: pending.headers });
    expect(me.statusCode).toBe(401);

    const remove = await nodeA.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${deleted.id}`,
      headers: admin.headers,
    });
    expect(remove.statusCode, remove.body).toBe(204);
    await expectEnded(toDeleted);
  });
});

describe('GET /api/events?workspace=', () => {
  const teamStreamUrl = (user: TestUser, workspaceId: string) =>
    `${streamUrl(user)}&workspace=${workspaceId}`;
  async function connectTo(user: TestUser, workspaceId: string): Promise<SseClient> {
    const client = await openEventStream(teamStreamUrl(user, workspaceId));
    expect(client.status).toBe(200);
    await client.next((event) => event.event === 'ready');
    return client;
  }

  it("forwards a team's carousel and credit events to every member's stream on it, and to no stream elsewhere", async () => {
    const ana = await createUser(nodeA);
    const bia = await createUser(nodeA);
    const team = await createTeam(nodeA, [
      { user: ana, papel: 'dono' },
      { user: bia, papel: 'leitor' },
    ]);
    const anaOnTeam = await connectTo(ana, team);
    const biaOnTeam = await connectTo(bia, team);
    const anaPersonal = await connect(ana);

    await publishWorkspaceEvent(nodeA.ctx.pool, team, { type: 'carousel', id: 'c-1' });
    await publishWorkspaceEvent(nodeA.ctx.pool, team, { type: 'credits' });

    for (const stream of [anaOnTeam, biaOnTeam]) {
      expect(await stream.next()).toEqual({ event: 'message', data: { type: 'carousel', id: 'c-1' } });
      expect(await stream.next()).toEqual({ event: 'message', data: { type: 'credits' } });
    }
    // The personal stream hears its own workspace's next event, and nothing of the team's before it.
    await publishWorkspaceEvent(nodeA.ctx.pool, await personalWorkspaceOf(nodeA, ana), { type: 'credits' });
    expect(await anaPersonal.next()).toEqual({ event: 'message', data: { type: 'credits' } });
    expect(anaPersonal.pending()).toEqual([]);
    for (const stream of [anaOnTeam, biaOnTeam, anaPersonal]) stream.close();
  });

  it('refuses a stream on a workspace the caller is not a member of like an unknown one', async () => {
    const ana = await createUser(nodeA);
    const outsider = await createUser(nodeA);
    const team = await createTeam(nodeA, [{ user: ana, papel: 'dono' }]);

    for (const workspace of [team, '2f0c6a57-1b7d-4d4e-9a51-3c2b9d8e0f11', 'nope']) {
      const response = await fetch(teamStreamUrl(outsider, workspace));
      expect(response.status).toBe(404);
      await response.body?.cancel();
    }
  });

  it("closes a removed member's open stream on the team at once, and leaves their other streams open", async () => {
    const ana = await createUser(nodeA);
    const bia = await createUser(nodeA);
    const team = await createTeam(nodeA, [
      { user: ana, papel: 'dono' },
      { user: bia, papel: 'editor' },
    ]);
    const onTeam = await connectTo(bia, team);
    const personal = await connect(bia);

    await withTransaction(nodeA.ctx.pool, async ({ client }) => {
      await client.query('delete from workspace_membros where id_workspace = $1 and id_usuario = $2', [
        team,
        bia.id,
      ]);
      await announceSessionChange(client, bia.id);
    });

    expect(await onTeam.next((event) => event.event !== 'message')).toEqual({
      event: 'workspace_ended',
      data: {},
    });
    await onTeam.ended;
    await publishUserEvent(nodeA.ctx.pool, bia.id, { type: 'support', id: 't-1' });
    expect(await personal.next()).toEqual({ event: 'message', data: { type: 'support', id: 't-1' } });
    personal.close();
  });
});
