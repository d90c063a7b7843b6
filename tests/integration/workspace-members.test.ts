import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectAccountData } from '../../src/server/account/collect-account-data';
import { createOpaqueToken } from '../../src/server/auth/tokens';
import { applyCreditChange } from '../../src/server/credits/ledger';
import { withTransaction } from '../../src/server/db/transaction';
import { WORKSPACE_MESSAGES } from '../../src/shared/workspaces/messages';
import type { WorkspaceRole } from '../../src/shared/workspaces/roles';
import type {
  InvitePreview,
  Workspace,
  WorkspaceInvite,
  WorkspaceList,
  WorkspaceMember,
} from '../../src/shared/workspaces/schemas';
import { extractLink, waitForMail } from '../helpers/mail';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';

const MAX = 5;
let database: TestDatabase;
let testApp: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await startTestApp(
    database.url,
    { RATE_LIMIT: 'off', WORKSPACE_MAX_MEMBERS: String(MAX) },
    { worker: true },
  );
});
afterAll(async () => {
  await testApp?.close();
  await database?.drop();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (user: TestUser | null, method: Method, url: string, payload?: object) =>
  testApp.app.inject({
    method,
    url,
    headers: user?.headers ?? {},
    ...(payload === undefined ? {} : { payload }),
  });
const message = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;

async function createTeam(owner: TestUser, nome = 'Agência Sol'): Promise<string> {
  const response = await call(owner, 'POST', '/api/workspaces', { nome });
  expect(response.statusCode).toBe(201);
  return response.json<Workspace>().id;
}

/** A membership written straight in the database (joining through an invitation has its own tests). */
async function addMember(workspaceId: string, user: TestUser, papel: WorkspaceRole) {
  await testApp.ctx.pool.query(
    'insert into workspace_membros (id_workspace, id_usuario, papel) values ($1, $2, $3)',
    [workspaceId, user.id, papel],
  );
}

/** An invitation stored as the service stores it (only the hash), its token returned as the e-mail would carry it. */
async function seedInvite(
  workspaceId: string,
  owner: TestUser,
  email: string,
  papel: WorkspaceRole = 'editor',
  expiresInMs = 7 * 24 * 3600 * 1000,
): Promise<string> {
  const { token, hash } = createOpaqueToken();
  await testApp.ctx.pool.query(
    `insert into workspace_convites (id_workspace, email, papel, token_hash, convidado_por, expira_em)
     values ($1, $2, $3, $4, $5, $6)`,
    [workspaceId, email, papel, hash, owner.id, new Date(Date.now() + expiresInMs)],
  );
  return token;
}

const members = async (user: TestUser, id: string) => {
  const response = await call(user, 'GET', `/api/workspaces/${id}/members`);
  expect(response.statusCode).toBe(200);
  return response.json<{ items: WorkspaceMember[] }>().items;
};

const accept = (user: TestUser, token: string) =>
  call(user, 'POST', '/api/workspaces/invites/accept', { token });

describe('the role matrix on every member route', () => {
  it('lets the dono manage, every member list, and refuses others as the table says', async () => {
    const dono = await createUser(testApp, { nome: 'Ana Dona' });
    const editor = await createUser(testApp, { nome: 'Beto Editor' });
    const leitor = await createUser(testApp, { nome: 'Caio Leitor' });
    const outsider = await createUser(testApp);
    const removed = await createUser(testApp);
    const alvo = await createUser(testApp, { nome: 'Davi Alvo' });
    const id = await createTeam(dono);
    await addMember(id, alvo, 'leitor');
    await addMember(id, editor, 'editor');
    await addMember(id, leitor, 'leitor');
    await addMember(id, removed, 'leitor');
    expect((await call(dono, 'DELETE', `/api/workspaces/${id}/members/${removed.id}`)).statusCode).toBe(204);
    const { rows } = await testApp.ctx.pool.query<{ id: string }>(
      `insert into workspace_convites (id_workspace, email, papel, token_hash, convidado_por, expira_em)
       values ($1, 'pendente@exemplo.com', 'leitor', 'x', $2, now() + interval '1 day') returning id`,
      [id, dono.id],
    );
    const inviteId = rows[0]?.id;

    const routes: [Method, string, object?][] = [
      ['PATCH', `/api/workspaces/${id}`, { nome: 'Novo nome' }],
      ['GET', `/api/workspaces/${id}/invites`],
      ['GET', `/api/workspaces/${id}/activity`],
      ['DELETE', `/api/workspaces/${id}/invites/${inviteId}`],
      ['POST', `/api/workspaces/${id}/invites`, { email: 'novo@exemplo.com', papel: 'leitor' }],
      ['PATCH', `/api/workspaces/${id}/members/${alvo.id}`, { papel: 'editor' }],
      ['DELETE', `/api/workspaces/${id}/members/${alvo.id}`],
      ['DELETE', `/api/workspaces/${id}`, {}],
    ];
    const statusesOf = async (user: TestUser) => {
      const statuses: number[] = [];
      for (const [method, url, payload] of routes)
        statuses.push((await call(user, method, url, payload)).statusCode);
      statuses.push((await call(user, 'GET', `/api/workspaces/${id}/members`)).statusCode);
      return statuses;
    };

    expect(await statusesOf(editor)).toEqual([403, 403, 403, 403, 403, 403, 403, 403, 200]);
    expect(await statusesOf(leitor)).toEqual([403, 403, 403, 403, 403, 403, 403, 403, 200]);
    expect(await statusesOf(outsider)).toEqual([404, 404, 404, 404, 404, 404, 404, 404, 404]);
    expect(await statusesOf(removed)).toEqual([404, 404, 404, 404, 404, 404, 404, 404, 404]);
    // Nothing the refused calls asked for happened.
    expect((await members(dono, id)).map((member) => [member.nome, member.papel])).toEqual([
      ['Ana Dona', 'dono'],
      ['Beto Editor', 'editor'],
      ['Caio Leitor', 'leitor'],
      ['Davi Alvo', 'leitor'],
    ]);
    expect(await statusesOf(dono)).toEqual([200, 200, 200, 204, 201, 200, 204, 204, 404]);
  });

  it('answers a role the editor lacks with the role it takes, in Portuguese', async () => {
    const dono = await createUser(testApp);
    const editor = await createUser(testApp);
    const id = await createTeam(dono);
    await addMember(id, editor, 'editor');

    const response = await call(editor, 'PATCH', `/api/workspaces/${id}`, { nome: 'Tomada' });

    expect(response.statusCode).toBe(403);
    expect(message(response)).toBe(WORKSPACE_MESSAGES.roleTooLow('dono'));
  });

  it("refuses a removed member's very next request to the workspace", async () => {
    const dono = await createUser(testApp);
    const leitor = await createUser(testApp);
    const id = await createTeam(dono);
    await addMember(id, leitor, 'leitor');
    expect(await members(leitor, id)).toHaveLength(2);

    expect((await call(dono, 'DELETE', `/api/workspaces/${id}/members/${leitor.id}`)).statusCode).toBe(204);

    expect((await call(leitor, 'GET', `/api/workspaces/${id}/members`)).statusCode).toBe(404);
    const listed = await call(leitor, 'GET', '/api/workspaces');
    expect(listed.json<WorkspaceList>().items.map((workspace) => workspace.id)).not.toContain(id);
  });
});

describe('members and roles', () => {
  it('lets a member leave, but never the last dono', async () => {
    const dono = await createUser(testApp);
    const editor = await createUser(testApp);
    const id = await createTeam(dono);
    await addMember(id, editor, 'editor');

    const leave = await call(editor, 'DELETE', `/api/workspaces/${id}/members/${editor.id}`);
    const ownerLeaves = await call(dono, 'DELETE', `/api/workspaces/${id}/members/${dono.id}`);
    const ownerSteps = await call(dono, 'PATCH', `/api/workspaces/${id}/members/${dono.id}`, {
      papel: 'editor',
    });

    expect(leave.statusCode).toBe(204);
    expect(ownerLeaves.statusCode).toBe(400);
    expect(message(ownerLeaves)).toBe(WORKSPACE_MESSAGES.lastOwner);
    expect(ownerSteps.statusCode).toBe(400);
    expect((await members(dono, id)).map((member) => member.papel)).toEqual(['dono']);
  });

  it('keeps one dono when two donos demote each other at the same time', async () => {
    const ana = await createUser(testApp);
    const bia = await createUser(testApp);
    const id = await createTeam(ana);
    await addMember(id, bia, 'dono');

    const answers = await Promise.all([
      call(ana, 'PATCH', `/api/workspaces/${id}/members/${bia.id}`, { papel: 'leitor' }),
      call(bia, 'PATCH', `/api/workspaces/${id}/members/${ana.id}`, { papel: 'leitor' }),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    const { rows } = await testApp.ctx.pool.query<{ n: number }>(
      `select count(*)::int as n from workspace_membros where id_workspace = $1 and papel = 'dono'`,
      [id],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('keeps one dono when two donos each remove the other at the same time', async () => {
    const ana = await createUser(testApp);
    const bia = await createUser(testApp);
    const id = await createTeam(ana);
    await addMember(id, bia, 'dono');

    const answers = await Promise.all([
      call(ana, 'DELETE', `/api/workspaces/${id}/members/${bia.id}`),
      call(bia, 'DELETE', `/api/workspaces/${id}/members/${ana.id}`),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 404]);
    const { rows } = await testApp.ctx.pool.query<{ papel: string }>(
      'select papel from workspace_membros where id_workspace = $1',
      [id],
    );
    expect(rows).toEqual([{ papel: 'dono' }]);
  });

  it('never shares nor deletes the personal workspace', async () => {
    const ana = await createUser(testApp);
    const personal = (await call(ana, 'GET', '/api/workspaces')).json<WorkspaceList>().items[0]?.id;

    const invite = await call(ana, 'POST', `/api/workspaces/${personal}/invites`, {
      email: 'alguem@exemplo.com',
      papel: 'editor',
    });
    const remove = await call(ana, 'DELETE', `/api/workspaces/${personal}`, {});

    expect(invite.statusCode).toBe(400);
    expect(message(invite)).toBe(WORKSPACE_MESSAGES.personalNotShared);
    expect(remove.statusCode).toBe(400);
    expect(message(remove)).toBe(WORKSPACE_MESSAGES.personalNotDeleted);
  });
});

describe('deleting a workspace', () => {
  it('asks for the name typed again when credits would be lost, then empties it and keeps only its money records', async () => {
    const ana = await createUser(testApp);
    const bia = await createUser(testApp);
    const id = await createTeam(ana, 'Cliente Lua');
    await addMember(id, bia, 'editor');
    await withTransaction(testApp.ctx.pool, ({ db }) =>
      applyCreditChange(db, {
        workspaceId: id,
        userId: ana.id,
        kind: 'ajuste_admin',
        delta: 5,
        descricao: 'Créditos de cortesia',
      }),
    );
    await testApp.ctx.pool.query(
      `insert into carrosseis (id_usuario, id_workspace, tipo_carrossel, campos_personalizados, status, objetivo)
       values ($1, $2, 'conectar', '{}'::jsonb, 'concluido', 'conectar')`,
      [bia.id, id],
    );

    const withoutName = await call(ana, 'DELETE', `/api/workspaces/${id}`, {});
    const wrongName = await call(ana, 'DELETE', `/api/workspaces/${id}`, { confirmacao: 'cliente lua' });
    expect(withoutName.statusCode).toBe(400);
    expect(message(wrongName)).toBe(WORKSPACE_MESSAGES.confirmNameMismatch);
    expect(await members(bia, id)).toHaveLength(2);

    const deleted = await call(ana, 'DELETE', `/api/workspaces/${id}`, { confirmacao: 'Cliente Lua' });

    expect(deleted.statusCode).toBe(204);
    expect((await call(bia, 'GET', `/api/workspaces/${id}/members`)).statusCode).toBe(404);
    expect(
      (await call(ana, 'GET', '/api/workspaces')).json<{ items: { id: string }[] }>().items,
    ).not.toContainEqual(expect.objectContaining({ id }));
    const { rows: carousels } = await testApp.ctx.pool.query(
      'select 1 from carrosseis where id_workspace = $1',
      [id],
    );
    expect(carousels).toHaveLength(0);
    // The team's ledger rows stay as records, anchored to the emptied workspace (docs/workspaces.md).
    const { rows: ledger } = await testApp.ctx.pool.query(
      'select kind, delta from credit_ledger where id_workspace = $1',
      [id],
    );
    expect(ledger).toEqual([{ kind: 'ajuste_admin', delta: 5 }]);
  });
});

describe('invitations', () => {
  it('e-mails a link that shows the invitation and lets the invited account join once', async () => {
    const ana = await createUser(testApp, { nome: 'Ana Souza' });
    const bia = await createUser(testApp);
    const id = await createTeam(ana, 'Agência Mar');

    const created = await call(ana, 'POST', `/api/workspaces/${id}/invites`, {
      email: bia.email.toUpperCase(),
      papel: 'editor',
    });
    expect(created.statusCode).toBe(201);
    const mail = await waitForMail(testApp.dataDir, bia.email, { subject: /Agência Mar/ });
    const token = extractLink(mail, /\/convite\//).split('/convite/')[1] ?? '';

    const preview = await call(null, 'POST', '/api/workspaces/invites/preview', { token });
    expect(preview.json<InvitePreview>()).toMatchObject({
      workspace: 'Agência Mar',
      convidado_por: 'Ana Souza',
      papel: 'editor',
    });
    const invites = await call(ana, 'GET', `/api/workspaces/${id}/invites`);
    expect(invites.json<{ items: WorkspaceInvite[] }>().items).toHaveLength(1);

    const [first, second] = await Promise.all([accept(bia, token), accept(bia, token)]);

    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json<Workspace>()).toEqual({
      id,
      nome: 'Agência Mar',
      papel: 'editor',
      saldo: 0,
      pessoal: false,
    });
    expect(second.json<Workspace>().id).toBe(id);
    expect((await members(ana, id)).filter((member) => member.id === bia.id)).toHaveLength(1);
    expect(
      (await call(ana, 'GET', `/api/workspaces/${id}/invites`)).json<{ items: unknown[] }>().items,
    ).toEqual([]);
    expect((await call(null, 'POST', '/api/workspaces/invites/preview', { token })).statusCode).toBe(410);
  });

  it('refuses another account with the e-mail the invitation was sent to, and adds nobody', async () => {
    const ana = await createUser(testApp);
    const other = await createUser(testApp);
    const id = await createTeam(ana);
    const token = await seedInvite(id, ana, 'convidada@exemplo.com');

    const response = await accept(other, token);

    expect(response.statusCode).toBe(403);
    expect(message(response)).toBe(WORKSPACE_MESSAGES.inviteOtherEmail('convidada@exemplo.com'));
    expect(await members(ana, id)).toHaveLength(1);
  });

  it('refuses an expired, a cancelled and an unknown invitation', async () => {
    const ana = await createUser(testApp);
    const bia = await createUser(testApp);
    const id = await createTeam(ana);
    const expired = await seedInvite(id, ana, bia.email, 'leitor', -1000);

    const late = await accept(bia, expired);
    const unknown = await accept(bia, 'nao-existe');
    expect(late.statusCode).toBe(410);
    expect(message(late)).toBe(WORKSPACE_MESSAGES.inviteExpired);
    expect((await call(null, 'POST', '/api/workspaces/invites/preview', { token: expired })).statusCode).toBe(
      410,
    );
    expect(unknown.statusCode).toBe(404);

    await testApp.ctx.pool.query('delete from workspace_convites where id_workspace = $1', [id]);
    const fresh = await seedInvite(id, ana, bia.email, 'leitor');
    const listed = await call(ana, 'GET', `/api/workspaces/${id}/invites`);
    const inviteId = listed.json<{ items: WorkspaceInvite[] }>().items[0]?.id;
    expect((await call(ana, 'DELETE', `/api/workspaces/${id}/invites/${inviteId}`)).statusCode).toBe(204);
    expect((await accept(bia, fresh)).statusCode).toBe(410);
    expect(await members(ana, id)).toHaveLength(1);
  });

  it('replaces the pending invitation when the same e-mail is invited again', async () => {
    const ana = await createUser(testApp);
    const bia = await createUser(testApp);
    const id = await createTeam(ana);
    const old = await seedInvite(id, ana, bia.email, 'leitor');

    const again = await call(ana, 'POST', `/api/workspaces/${id}/invites`, {
      email: bia.email,
      papel: 'editor',
    });

    expect(again.statusCode).toBe(201);
    const listed = (await call(ana, 'GET', `/api/workspaces/${id}/invites`)).json<{
      items: WorkspaceInvite[];
    }>();
    expect(listed.items.map((invite) => invite.papel)).toEqual(['editor']);
    expect((await accept(bia, old)).statusCode).toBe(410);
  });

  it('refuses inviting someone already in the workspace', async () => {
    const ana = await createUser(testApp);
    const bia = await createUser(testApp);
    const id = await createTeam(ana);
    await addMember(id, bia, 'leitor');

    const response = await call(ana, 'POST', `/api/workspaces/${id}/invites`, {
      email: bia.email,
      papel: 'editor',
    });

    expect(response.statusCode).toBe(409);
    expect(message(response)).toBe(WORKSPACE_MESSAGES.alreadyMember);
  });

  it('counts members and pending invitations against the cap, also when invited at the same time', async () => {
    const ana = await createUser(testApp);
    const id = await createTeam(ana);
    await addMember(id, await createUser(testApp), 'editor');

    const answers = await Promise.all(
      ['um', 'dois', 'tres', 'quatro', 'cinco'].map((name) =>
        call(ana, 'POST', `/api/workspaces/${id}/invites`, { email: `${name}@exemplo.com`, papel: 'leitor' }),
      ),
    );

    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(MAX - 2);
    const refused = answers.filter((answer) => answer.statusCode === 400);
    expect(refused).toHaveLength(2);
    expect(message(refused[0] as (typeof answers)[number])).toBe(WORKSPACE_MESSAGES.membersFull(MAX));
  });
});

describe('account deletion and export', () => {
  it('refuses to delete the only dono of a team with members, naming the team; a team alone is emptied with the account', async () => {
    const ana = await createUser(testApp);
    const bia = await createUser(testApp);
    const shared = await createTeam(ana, 'Equipe Compartilhada');
    const alone = await createTeam(ana, 'Só Minha');
    await addMember(shared, bia, 'editor');

    const refused = await call(ana, 'DELETE', '/api/account', { senha: ana.senha });

    expect(refused.statusCode).toBe(409);
    expect(message(refused)).toBe(WORKSPACE_MESSAGES.soleOwner('Equipe Compartilhada'));
    expect(await members(bia, shared)).toHaveLength(2);

    expect(
      (await call(ana, 'PATCH', `/api/workspaces/${shared}/members/${bia.id}`, { papel: 'dono' })).statusCode,
    ).toBe(200);
    expect((await call(ana, 'DELETE', '/api/account', { senha: ana.senha })).statusCode).toBe(204);

    expect((await members(bia, shared)).map((member) => [member.id, member.papel])).toEqual([
      [bia.id, 'dono'],
    ]);
    // The team she was alone in is emptied with the account: nobody is a member of it any more.
    const { rows } = await testApp.ctx.pool.query('select 1 from workspace_membros where id_workspace = $1', [
      alone,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('lists the memberships in the LGPD export: name, role and since', async () => {
    const ana = await createUser(testApp);
    const bia = await createUser(testApp);
    const id = await createTeam(ana, 'Agência Export');
    await addMember(id, bia, 'leitor');

    const data = await collectAccountData(testApp.ctx.pool, testApp.ctx.storage, bia.id);

    expect(data.document.espacos).toEqual([
      { nome: 'Pessoal', papel: 'dono', desde: expect.any(Date), pessoal: true },
      { nome: 'Agência Export', papel: 'leitor', desde: expect.any(Date), pessoal: false },
    ]);
  });
});
