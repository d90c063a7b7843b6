import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKSPACE_MESSAGES } from '../../src/shared/workspaces/messages';
import type { Workspace, WorkspaceList } from '../../src/shared/workspaces/schemas';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';

let database: TestDatabase;
let testApp: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await startTestApp(database.url, { RATE_LIMIT: 'off' });
});
afterAll(async () => {
  await testApp?.close();
  await database?.drop();
});

const list = async (user: TestUser) => {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/workspaces', headers: user.headers });
  expect(response.statusCode).toBe(200);
  return response.json<WorkspaceList>().items;
};

const create = (user: TestUser, nome: unknown, key?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/workspaces',
    headers: { ...user.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { nome },
  });

describe('GET /api/workspaces', () => {
  it("lists a new account's personal workspace, owned, with the account's balance", async () => {
    const ana = await createUser(testApp, { credits: 3 });

    expect(await list(ana)).toEqual([
      { id: expect.any(String), nome: 'Pessoal', papel: 'dono', saldo: 3, pessoal: true },
    ]);
  });

  it('refuses a caller without a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/workspaces' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/workspaces', () => {
  it('creates a team the creator owns, empty, listed after the personal one by name', async () => {
    const ana = await createUser(testApp, { credits: 1 });

    const zeta = await create(ana, '  Zeta Agência  ');
    const alfa = await create(ana, 'Alfa Clientes');

    expect(zeta.statusCode).toBe(201);
    expect(zeta.json<Workspace>()).toEqual({
      id: expect.any(String),
      nome: 'Zeta Agência',
      papel: 'dono',
      saldo: 0,
      pessoal: false,
    });
    expect((await list(ana)).map((workspace) => [workspace.nome, workspace.saldo])).toEqual([
      ['Pessoal', 1],
      ['Alfa Clientes', 0],
      ['Zeta Agência', 0],
    ]);
    expect(alfa.json<Workspace>().id).not.toBe(zeta.json<Workspace>().id);
  });

  it('makes one workspace of a double tap that repeats the same Idempotency-Key', async () => {
    const ana = await createUser(testApp);
    const key = 'criar-equipe-0001';

    const [first, second] = await Promise.all([create(ana, 'Equipe', key), create(ana, 'Equipe', key)]);

    const answered = [first, second].filter((response) => response.statusCode === 201);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    expect(new Set(answered.map((response) => response.json<Workspace>().id)).size).toBe(1);
    expect((await list(ana)).filter((workspace) => workspace.nome === 'Equipe')).toHaveLength(1);
  });

  it('refuses a blank or overlong name in Portuguese and creates nothing', async () => {
    const ana = await createUser(testApp);

    const blank = await create(ana, '   ');
    const long = await create(ana, 'x'.repeat(61));

    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ message: string }>().message).toBe(WORKSPACE_MESSAGES.nameRequired);
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toBe(WORKSPACE_MESSAGES.nameTooLong);
    expect(await list(ana)).toHaveLength(1);
  });

  it("shows a team only to its members: another account's list is unchanged", async () => {
    const ana = await createUser(testApp);
    const bia = await createUser(testApp);

    await create(ana, 'Só da Ana');

    expect((await list(bia)).map((workspace) => workspace.nome)).toEqual(['Pessoal']);
  });
});
