import type { WorkspaceRole } from '../../src/shared/workspaces/roles';
import type { TestApp } from './test-app';
import type { TestUser } from './users';

/** The account's personal workspace id (made with the account by the database). */
export async function personalWorkspaceOf(testApp: TestApp, user: TestUser): Promise<string> {
  const { rows } = await testApp.ctx.pool.query<{ id: string }>(
    'select id from workspaces where id_usuario_pessoal = $1',
    [user.id],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('no personal workspace');
  return id;
}

/**
 * A team workspace with its members and balance written straight in the database (the invitation routes are
 * not what these tests are about). Returns its id.
 */
export async function createTeam(
  testApp: TestApp,
  members: { user: TestUser; papel: WorkspaceRole }[],
  saldo = 0,
): Promise<string> {
  const { rows } = await testApp.ctx.pool.query<{ id: string }>(
    `insert into workspaces (nome) values ('Agência Teste') returning id`,
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('no workspace');
  await testApp.ctx.pool.query('insert into creditos (id_workspace, saldo_atual) values ($1, $2)', [
    id,
    saldo,
  ]);
  for (const { user, papel } of members) {
    await testApp.ctx.pool.query(
      'insert into workspace_membros (id_workspace, id_usuario, papel) values ($1, $2, $3)',
      [id, user.id, papel],
    );
  }
  return id;
}

/** The user's headers acting in the workspace (X-Workspace-Id). */
export function inWorkspace(user: TestUser, workspaceId: string): Record<string, string> {
  return { ...user.headers, 'x-workspace-id': workspaceId };
}

/**
 * The cast of a role matrix: a team with one member of each role, an account outside it and a member already
 * removed, from five accounts in that order (dono, editor, leitor, outsider, removed).
 */
export async function teamOfEveryRole(testApp: TestApp, users: TestUser[], saldo: number) {
  const [dono, editor, leitor, outsider, removed] = users;
  if (!dono || !editor || !leitor || !outsider || !removed) throw new Error('five accounts are needed');
  const team = await createTeam(
    testApp,
    [
      { user: dono, papel: 'dono' },
      { user: editor, papel: 'editor' },
      { user: leitor, papel: 'leitor' },
      { user: removed, papel: 'editor' },
    ],
    saldo,
  );
  await testApp.ctx.pool.query('delete from workspace_membros where id_workspace = $1 and id_usuario = $2', [
    team,
    removed.id,
  ]);
  return { team, dono, editor, leitor, outsider, removed };
}
