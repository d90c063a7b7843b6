import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';

let database: TestDatabase;
let testApp: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await startTestApp(database.url, { RATE_LIMIT: 'off' });
});
afterAll(async () => {
  await testApp.close();
  await database.drop();
});

async function call(
  user: TestUser | null,
  method: 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  const response = await testApp.app.inject({
    method,
    url,
    headers: user?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
}

describe('account: name', () => {
  it('answers only a signed-in caller, with their own account', async () => {
    expect((await call(null, 'GET', '/api/account')).status).toBe(401);
    expect((await call(null, 'PATCH', '/api/account/name', { nome: 'Outra Pessoa' })).status).toBe(401);
    const user = await createUser(testApp, { nome: 'Joana Prado' });
    const own = await call(user, 'GET', '/api/account');
    expect(own).toMatchObject({ status: 200, body: { nome: 'Joana Prado', email: user.email } });
  });

  it('renames the caller, seen at once by /api/me, and logs the change', async () => {
    const user = await createUser(testApp, { nome: 'Joana Prado' });
    const other = await createUser(testApp, { nome: 'Carlos Lima' });
    await call(user, 'GET', '/api/me');
    const renamed = await call(user, 'PATCH', '/api/account/name', { nome: '  Joana Prado Souza ' });
    expect(renamed).toMatchObject({ status: 200, body: { nome: 'Joana Prado Souza', email: user.email } });
    expect((await call(user, 'GET', '/api/me')).body.user.nome).toBe('Joana Prado Souza');
    expect((await call(other, 'GET', '/api/account')).body.nome).toBe('Carlos Lima');
    const { rows } = await testApp.ctx.pool.query(
      `select detalhes from logs where id_usuario = $1 and acao = 'alterar_nome'`,
      [user.id],
    );
    expect(rows).toEqual([{ detalhes: { antes: 'Joana Prado', depois: 'Joana Prado Souza' } }]);
  });

  it('refuses a short, long or broken name in Portuguese and changes nothing', async () => {
    const user = await createUser(testApp, { nome: 'Joana Prado' });
    for (const nome of ['J', ' ', 'x'.repeat(256), 'Jo\u0000ana', 42]) {
      const answer = await call(user, 'PATCH', '/api/account/name', { nome });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
      expect(answer.body.message).toMatch(/Nome deve ter|inválid|caractere/i);
    }
    expect((await call(user, 'GET', '/api/account')).body.nome).toBe('Joana Prado');
  });
});
