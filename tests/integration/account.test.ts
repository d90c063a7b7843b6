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

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The same person signed in on another device: a new session family, with its own tokens. */
async function signInElsewhere(user: TestUser, userAgent = PHONE_UA, senha = user.senha) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent, 'x-forwarded-for': '203.0.113.9' },
    payload: { email: user.email, senha },
  });
  expect(response.statusCode).toBe(200);
  const session = response.json() as TestUser['session'];
  return { ...user, session, headers: { authorization: `Bearer ${session.access_token}` } };
}

async function refreshes(refreshToken: string): Promise<number> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    payload: { refresh_token: refreshToken },
  });
  return response.statusCode;
}

describe('account: sessions', () => {
  it('lists the caller’s own devices, this one first, with device, IP and dates', async () => {
    const user = await createUser(testApp);
    const phone = await signInElsewhere(user);
    const stranger = await createUser(testApp);
    const list = await call(user, 'GET', '/api/account/sessions');
    expect(list.status).toBe(200);
    expect(list.body.sessoes).toHaveLength(2);
    const [first, second] = list.body.sessoes;
    expect(first).toMatchObject({ atual: true, id: expect.any(String) });
    expect(second).toMatchObject({ atual: false, dispositivo: 'Safari no iPhone' });
    expect(Date.parse(second.criada_em)).toBeLessThanOrEqual(Date.parse(second.visto_em));
    expect((await call(phone, 'GET', '/api/account/sessions')).body.sessoes[0].dispositivo).toBe(
      'Safari no iPhone',
    );
    // A stranger cannot end this user's sessions: their ids are unknown to the stranger's account.
    expect((await call(stranger, 'DELETE', `/api/account/sessions/${second.id}`)).status).toBe(404);
    expect((await call(null, 'GET', '/api/account/sessions')).status).toBe(401);
  });

  it('ends one other device, refuses to end this one, and "Sair de todos os outros" ends the rest', async () => {
    const user = await createUser(testApp);
    const phone = await signInElsewhere(user);
    const tablet = await signInElsewhere(
      user,
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) Version/17.5 Safari/604.1',
    );
    const sessions = (await call(user, 'GET', '/api/account/sessions')).body.sessoes as {
      id: string;
      atual: boolean;
      dispositivo: string;
    }[];
    const current = sessions.find((session) => session.atual);
    const phoneSession = sessions.find((session) => session.dispositivo === 'Safari no iPhone');
    const own = await call(user, 'DELETE', `/api/account/sessions/${current?.id}`);
    expect(own).toMatchObject({ status: 400, body: { code: 'bad_request' } });
    expect((await call(user, 'DELETE', '/api/account/sessions/nao-e-um-id')).status).toBe(400);

    expect((await call(user, 'DELETE', `/api/account/sessions/${phoneSession?.id}`)).status).toBe(204);
    expect((await call(phone, 'GET', '/api/me')).status).toBe(401);
    expect((await call(tablet, 'GET', '/api/me')).status).toBe(200);

    const ended = await call(user, 'POST', '/api/account/sessions/end-others');
    expect(ended).toMatchObject({ status: 200, body: { encerradas: 1 } });
    expect((await call(tablet, 'GET', '/api/me')).status).toBe(401);
    expect(await refreshes(tablet.session.refresh_token)).toBe(401);
    expect((await call(user, 'GET', '/api/me')).status).toBe(200);
    expect((await call(user, 'GET', '/api/account/sessions')).body.sessoes).toHaveLength(1);
  });
});

describe('account: password', () => {
  it('changes the password with the current one, signs out every other device at once and keeps this one', async () => {
    const user = await createUser(testApp);
    const phone = await signInElsewhere(user);
    // Both devices have just been seen: the guards remember them for a second.
    expect((await call(phone, 'GET', '/api/me')).status).toBe(200);
    const changed = await call(user, 'POST', '/api/account/password', {
      senha_atual: user.senha,
      nova_senha: 'outra-senha-forte-456',
    });
    expect(changed).toMatchObject({
      status: 200,
      body: { message: expect.stringContaining('Senha alterada') },
    });
    expect((await call(phone, 'GET', '/api/me')).status).toBe(401);
    expect(await refreshes(phone.session.refresh_token)).toBe(401);
    expect((await call(user, 'GET', '/api/me')).status).toBe(200);
    expect(await refreshes(user.session.refresh_token)).toBe(200);

    const oldLogin = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, senha: user.senha },
    });
    expect(oldLogin.statusCode).toBe(401);
    await signInElsewhere(user, PHONE_UA, 'outra-senha-forte-456');
  });

  it('refuses a wrong current password, a weak or unchanged new one, in Portuguese, changing nothing', async () => {
    const user = await createUser(testApp);
    const phone = await signInElsewhere(user);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [
        { senha_atual: 'nao-e-essa-senha', nova_senha: 'outra-senha-forte-456' },
        'senha_atual',
        /Senha atual incorreta/,
      ],
      [{ senha_atual: '', nova_senha: 'outra-senha-forte-456' }, 'senha_atual', /Informe a sua senha atual/],
      [{ senha_atual: user.senha, nova_senha: 'curta' }, 'nova_senha', /pelo menos 6 caracteres/],
      [{ senha_atual: user.senha, nova_senha: user.senha }, 'nova_senha', /diferente da atual/],
    ];
    for (const [payload, path, message] of cases) {
      const answer = await call(user, 'POST', '/api/account/password', payload);
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(answer.body.message).toMatch(message);
      expect(answer.body.issues?.[0]?.path).toBe(path);
    }
    const weak = await call(user, 'POST', '/api/account/password', {
      senha_atual: user.senha,
      nova_senha: '12345678',
    });
    expect(weak).toMatchObject({ status: 400, body: { code: 'weak_password' } });
    expect((await call(phone, 'GET', '/api/me')).status).toBe(200);
    await signInElsewhere(user);
  });
});

/** The e-mails queued for an address (the e-mail job's payloads), oldest first. */
async function queuedEmails(to: string): Promise<{ subject: string; text: string; html: string }[]> {
  const { rows } = await testApp.ctx.pool.query(
    `select data from pgboss.job where name = 'email-send' and data->>'to' = $1 order by created_on`,
    [to],
  );
  return rows.map((row) => row.data);
}

function linkToken(text: string): string {
  const match = text.match(/\/confirmar-email\/([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no confirmation link in ${text}`);
  return match[1];
}

async function confirm(token: string) {
  return call(null, 'POST', '/api/account/email-change/confirm', { token });
}

describe('account: e-mail change', () => {
  it('sends the link to the new address only, tells the old one, and changes only when confirmed', async () => {
    const user = await createUser(testApp, { nome: 'Renata Alves' });
    const novo = `novo-${user.email}`;
    const asked = await call(user, 'POST', '/api/account/email-change', {
      email: ` ${novo.toUpperCase()} `,
      senha: user.senha,
    });
    expect(asked).toMatchObject({ status: 202, body: { email: user.email, email_pendente: novo } });
    expect((await call(user, 'GET', '/api/me')).body.user.email).toBe(user.email);

    const [toNew] = await queuedEmails(novo);
    const [toOld] = await queuedEmails(user.email);
    expect(toNew?.subject).toBe('Confirme seu novo e-mail no Carrossel');
    expect(toNew?.html).toContain('/confirmar-email/');
    expect(toOld?.text).toContain(novo);
    expect(toOld?.text).not.toContain('/confirmar-email/');
    expect(toOld?.html).not.toContain('/confirmar-email/');

    const token = linkToken(toNew?.text ?? '');
    expect(await confirm(token)).toMatchObject({
      status: 200,
      body: { message: expect.stringContaining('Use o novo endereço') },
    });
    expect((await call(user, 'GET', '/api/account')).body).toMatchObject({
      email: novo,
      email_pendente: null,
    });
    expect((await call(user, 'GET', '/api/me')).body.user.email).toBe(novo);
    expect(await confirm(token)).toMatchObject({ status: 410 });
    expect(await confirm('x'.repeat(43))).toMatchObject({ status: 404 });
    await signInElsewhere({ ...user, email: novo });
  });

  it('refuses a wrong password, the same address and one taken by another account, changing nothing', async () => {
    const user = await createUser(testApp);
    const other = await createUser(testApp);
    const cases: [Record<string, unknown>, number, string, RegExp][] = [
      [{ email: `x-${user.email}`, senha: 'senha-errada' }, 400, 'senha', /Senha atual incorreta/],
      [{ email: user.email.toUpperCase(), senha: user.senha }, 400, 'email', /já é o e-mail da sua conta/],
      [{ email: other.email, senha: user.senha }, 409, 'email', /já pertence a outra conta/],
      [{ email: 'nao-e-email', senha: user.senha }, 400, 'email', /E-mail inválido/],
    ];
    for (const [payload, status, path, message] of cases) {
      const answer = await call(user, 'POST', '/api/account/email-change', payload);
      expect(answer.status, JSON.stringify(payload)).toBe(status);
      expect(answer.body.message).toMatch(message);
      expect(answer.body.issues?.[0]?.path).toBe(path);
    }
    expect((await call(user, 'GET', '/api/account')).body).toMatchObject({
      email: user.email,
      email_pendente: null,
    });
    expect(await queuedEmails(other.email)).toEqual([]);
  });

  it('an expired link answers 410, a link whose address was taken meanwhile 409, and a new request replaces the old link', async () => {
    const user = await createUser(testApp);
    const first = `a-${user.email}`;
    const second = `b-${user.email}`;
    await call(user, 'POST', '/api/account/email-change', { email: first, senha: user.senha });
    const firstToken = linkToken((await queuedEmails(first))[0]?.text ?? '');
    await call(user, 'POST', '/api/account/email-change', { email: second, senha: user.senha });
    expect((await call(user, 'GET', '/api/account')).body.email_pendente).toBe(second);
    expect(await confirm(firstToken)).toMatchObject({ status: 410 });

    const secondToken = linkToken((await queuedEmails(second))[0]?.text ?? '');
    await createUser(testApp, { email: second });
    expect(await confirm(secondToken)).toMatchObject({ status: 409, body: { code: 'conflict' } });

    const third = `c-${user.email}`;
    await call(user, 'POST', '/api/account/email-change', { email: third, senha: user.senha });
    await testApp.ctx.pool.query(
      `update auth_tokens set expires_at = now() - interval '1 second' where purpose = 'change_email' and new_email = $1`,
      [third],
    );
    expect(await confirm(linkToken((await queuedEmails(third))[0]?.text ?? ''))).toMatchObject({
      status: 410,
    });
    expect((await call(user, 'GET', '/api/account')).body).toMatchObject({
      email: user.email,
      email_pendente: null,
    });
  });

  it('a pending change can be cancelled, and its link then stops working', async () => {
    const user = await createUser(testApp);
    const novo = `d-${user.email}`;
    await call(user, 'POST', '/api/account/email-change', { email: novo, senha: user.senha });
    expect((await call(user, 'DELETE', '/api/account/email-change')).body.email_pendente).toBeNull();
    expect(await confirm(linkToken((await queuedEmails(novo))[0]?.text ?? ''))).toMatchObject({
      status: 410,
    });
  });
});

describe('account: e-mail preferences', () => {
  it('start with carousel-ready on and news off, and save for the owner only, refusing non-booleans', async () => {
    const user = await createUser(testApp);
    expect((await call(user, 'GET', '/api/account')).body.preferencias).toEqual({
      carrossel_pronto: true,
      novidades: false,
    });
    const saved = await call(user, 'PUT', '/api/account/preferences', {
      carrossel_pronto: false,
      novidades: true,
    });
    expect(saved).toMatchObject({
      status: 200,
      body: { preferencias: { carrossel_pronto: false, novidades: true } },
    });
    const bad = await call(user, 'PUT', '/api/account/preferences', {
      carrossel_pronto: 'sim',
      novidades: true,
    });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Escolha ligado ou desligado.' } });
    expect((await call(user, 'GET', '/api/account')).body.preferencias).toEqual({
      carrossel_pronto: false,
      novidades: true,
    });
    expect(
      (await call(null, 'PUT', '/api/account/preferences', { carrossel_pronto: true, novidades: true }))
        .status,
    ).toBe(401);
  });
});
