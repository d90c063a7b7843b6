import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../src/shared/auth/schemas';
import { extractLink, waitForMail } from '../helpers/mail';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';
import { createUser, login } from '../helpers/users';

let database: TestDatabase;
let testApp: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await startTestApp(database.url, { RATE_LIMIT: 'off' }, { worker: true });
});
afterAll(async () => {
  await testApp.close();
  await database.drop();
});

const inject = (options: InjectOptions) => testApp.app.inject(options);
const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@exemplo.com`;

async function signUp(email: string, senha = 'girassol-azul', nome = 'Ana Souza') {
  return inject({ method: 'POST', url: '/api/auth/signup', payload: { nome, email, senha } });
}

async function signUpAndVerify(email: string, senha = 'girassol-azul') {
  expect((await signUp(email, senha)).statusCode).toBe(201);
  const mail = await waitForMail(testApp.dataDir, email, { subject: /Confirme/ });
  const token =
    extractLink(mail, /verify-email/)
      .split('/')
      .at(-1) ?? '';
  expect(
    (await inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })).statusCode,
  ).toBe(200);
}

describe('sign-up', () => {
  it('creates a pending cliente with 2 credits and a ledger row, in one go', async () => {
    const email = uniqueEmail('ana');
    const response = await signUp(`  ${email.toUpperCase()}  `);
    expect(response.statusCode).toBe(201);
    const { user } = response.json() as { user: Session['user'] };
    expect(user).toMatchObject({ email, nome: 'Ana Souza', tipo: 'cliente', status: 'pendente' });

    const { rows: credit } = await testApp.ctx.pool.query(
      'select saldo_atual from creditos where id_usuario = $1',
      [user.id],
    );
    expect(credit).toEqual([{ saldo_atual: 2 }]);
    const { rows: ledger } = await testApp.ctx.pool.query(
      'select kind, delta, descricao from credit_ledger where id_usuario = $1',
      [user.id],
    );
    expect(ledger).toEqual([{ kind: 'bonus_cadastro', delta: 2, descricao: 'Bônus de cadastro' }]);
  });

  it('answers 409 for an e-mail already taken, whatever its case', async () => {
    const email = uniqueEmail('dup');
    expect((await signUp(email)).statusCode).toBe(201);
    const again = await signUp(email.toUpperCase());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/já está cadastrado/);
    const { rows } = await testApp.ctx.pool.query(
      'select count(*)::int as n from profiles where lower(email) = $1',
      [email],
    );
    expect(rows[0].n).toBe(1);
  });

  it('rejects weak passwords with code weak_password and the reasons, creating nothing', async () => {
    const email = uniqueEmail('fraca');
    const response = await signUp(email, '123');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'weak_password',
      reasons: ['A senha deve ter pelo menos 6 caracteres.'],
    });
    const common = await signUp(email, '123456');
    expect(common.json()).toMatchObject({ code: 'weak_password' });
    const { rows } = await testApp.ctx.pool.query(
      'select count(*)::int as n from profiles where email = $1',
      [email],
    );
    expect(rows[0].n).toBe(0);
  });

  it('validates nome and email with the spec messages', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { nome: 'A', email: 'x', senha: 'girassol-azul' },
    });
    expect(response.statusCode).toBe(400);
    const messages = (response.json().issues as { message: string }[]).map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining(['Nome deve ter pelo menos 2 caracteres', 'E-mail inválido']),
    );
  });
});

describe('e-mail verification', () => {
  it('sends a pt-BR link valid once that activates the account', async () => {
    const email = uniqueEmail('verif');
    await signUp(email);
    const mail = await waitForMail(testApp.dataDir, email, { subject: /Confirme/ });
    expect(mail.text).toContain('Confirme');
    const link = extractLink(mail, /verify-email/);
    expect(link.startsWith('http://localhost:3000/verify-email/')).toBe(true);
    const token = link.split('/').at(-1) ?? '';

    const blocked = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, senha: 'girassol-azul' },
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('email_not_confirmed');

    expect(
      (await inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })).statusCode,
    ).toBe(200);
    const reused = await inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(reused.statusCode).toBe(410);
    expect((await login(testApp, email, 'girassol-azul')).user.status).toBe('ativo');
  });

  it('refuses expired and unknown links', async () => {
    const email = uniqueEmail('expira');
    await signUp(email);
    const mail = await waitForMail(testApp.dataDir, email, { subject: /Confirme/ });
    const token =
      extractLink(mail, /verify-email/)
        .split('/')
        .at(-1) ?? '';
    await testApp.ctx.pool.query(
      "update auth_tokens set expires_at = now() - interval '1 minute' where id_usuario = (select id from profiles where email = $1)",
      [email],
    );
    expect(
      (await inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })).statusCode,
    ).toBe(410);
    const unknown = await inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: 'x'.repeat(43) },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('resends a new link, with the same answer for unknown addresses', async () => {
    const email = uniqueEmail('reenvio');
    const started = Date.now();
    await signUp(email);
    await waitForMail(testApp.dataDir, email, { subject: /Confirme/ });
    const resend = await inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email } });
    const unknown = await inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      payload: { email: uniqueEmail('ninguem') },
    });
    expect(resend.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(resend.body);
    const { rows } = await testApp.ctx.pool.query(
      "select count(*)::int as n from auth_tokens t join profiles p on p.id = t.id_usuario where p.email = $1 and t.purpose = 'verify_email'",
      [email],
    );
    expect(rows[0].n).toBe(2);
    expect(started).toBeLessThan(Date.now());
  });
});

describe('login', () => {
  it('returns the session shape and logs the login with ip and user agent', async () => {
    const user = await createUser(testApp);
    const response = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email.toUpperCase(), senha: user.senha },
      headers: { 'user-agent': 'TesteAgent/1.0', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(response.statusCode).toBe(200);
    const session = response.json() as Session;
    expect(session).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      user: { id: user.id, tipo: 'cliente' },
    });
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(session.refresh_token.length).toBeGreaterThan(20);
    const { rows } = await testApp.ctx.pool.query(
      "select ip, user_agent from logs where id_usuario = $1 and acao = 'login' order by id desc limit 1",
      [user.id],
    );
    // TRUST_PROXY is off: X-Forwarded-For is ignored.
    expect(rows[0]).toEqual({ ip: '127.0.0.1', user_agent: 'TesteAgent/1.0' });
    const stored = await testApp.ctx.pool.query(
      'select token_hash from auth_sessions where id_usuario = $1',
      [user.id],
    );
    expect(stored.rows.map((row) => row.token_hash)).not.toContain(session.refresh_token);
  });

  it('answers unknown e-mails and wrong passwords alike, in about the same time', async () => {
    const user = await createUser(testApp);
    const time = async (email: string, senha: string) => {
      const started = performance.now();
      const response = await inject({ method: 'POST', url: '/api/auth/login', payload: { email, senha } });
      return { response, ms: performance.now() - started };
    };
    await time(uniqueEmail('aquecimento'), 'qualquer-coisa');
    const wrong = await time(user.email, 'senha-errada-1');
    const unknown = await time(uniqueEmail('ninguem'), 'senha-errada-1');
    expect(wrong.response.statusCode).toBe(401);
    expect(unknown.response.statusCode).toBe(401);
    expect(unknown.response.json()).toEqual(wrong.response.json());
    // Both pay for one argon2 verification (tens of ms); neither returns early.
    expect(Math.abs(wrong.ms - unknown.ms)).toBeLessThan(Math.max(wrong.ms, unknown.ms) * 0.8 + 15);
  });

  it('tells a blocked account it is blocked', async () => {
    const user = await createUser(testApp);
    await testApp.ctx.pool.query("update profiles set status = 'bloqueado' where id = $1", [user.id]);
    const response = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, senha: user.senha },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'account_blocked',
      message: 'Sua conta está bloqueada. Fale com o suporte.',
    });
  });
});

describe('sessions', () => {
  it('GET /api/me answers the user and the credits', async () => {
    const user = await createUser(testApp, { credits: 7 });
    const response = await inject({ method: 'GET', url: '/api/me', headers: user.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: { id: user.id, nome: user.nome, email: user.email, tipo: 'cliente', status: 'ativo' },
      credits: 7,
    });
    expect((await inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect(
      (await inject({ method: 'GET', url: '/api/me', headers: { authorization: 'Bearer lixo' } })).statusCode,
    ).toBe(401);
  });

  it('rotates the refresh token and revokes the family when a used one comes back', async () => {
    const user = await createUser(testApp);
    const first = user.session;
    const refreshed = await inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: first.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    const second = refreshed.json() as Session;
    expect(second.refresh_token).not.toBe(first.refresh_token);

    // Past the few seconds of grace, the old token coming back can only be a stolen copy.
    await testApp.ctx.pool.query(
      "update auth_sessions set rotated_at = rotated_at - interval '1 minute' where id_usuario = $1 and rotated_at is not null",
      [user.id],
    );
    const reuse = await inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: first.refresh_token },
    });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('session_not_found');
    // The thief's replay ended the legitimate holder's session too.
    const afterReuse = await inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: second.refresh_token },
    });
    expect(afterReuse.statusCode).toBe(401);
    const me = await inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${second.access_token}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('shares a session with another tab: both work, each rotates its own token, and one logout ends both', async () => {
    const user = await createUser(testApp);
    const opener = user.session;
    const shared = await inject({
      method: 'POST',
      url: '/api/auth/share-session',
      payload: { refresh_token: opener.refresh_token },
    });
    expect(shared.statusCode).toBe(200);
    const borrowed = shared.json() as Session;
    expect(borrowed.refresh_token).not.toBe(opener.refresh_token);
    expect(borrowed.user.id).toBe(user.id);

    // Sharing did not rotate the opener's token: both tabs refresh on their own, without a reuse alarm.
    const refreshBoth = await Promise.all(
      [opener, borrowed].map((session) =>
        inject({
          method: 'POST',
          url: '/api/auth/refresh',
          payload: { refresh_token: session.refresh_token },
        }),
      ),
    );
    expect(refreshBoth.map((response) => response.statusCode)).toEqual([200, 200]);
    const [openerNext, borrowedNext] = refreshBoth.map((response) => response.json() as Session);

    // A token the server does not know shares nothing.
    const stale = await inject({
      method: 'POST',
      url: '/api/auth/share-session',
      payload: { refresh_token: 'x'.repeat(43) },
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('session_not_found');

    const out = await inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refresh_token: borrowedNext?.refresh_token },
    });
    expect(out.statusCode).toBe(204);
    const openerMe = await inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${openerNext?.access_token}` },
    });
    expect(openerMe.statusCode).toBe(401);
    const openerRefresh = await inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: openerNext?.refresh_token },
    });
    expect(openerRefresh.statusCode).toBe(401);
  });

  it('gives two refreshes of one token at once (a duplicated tab, a retry) the same successor', async () => {
    const user = await createUser(testApp);
    const refresh = () =>
      inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refresh_token: user.session.refresh_token },
      });
    const [one, two] = await Promise.all([refresh(), refresh()]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const successor = (one.json() as Session).refresh_token;
    expect((two.json() as Session).refresh_token).toBe(successor);
    // A moment later, still within the grace window: the same answer, and the session lives on.
    const retried = await refresh();
    expect((retried.json() as Session).refresh_token).toBe(successor);
    for (const answer of [one, two, retried]) {
      const me = await inject({
        method: 'GET',
        url: '/api/me',
        headers: { authorization: `Bearer ${(answer.json() as Session).access_token}` },
      });
      expect(me.statusCode).toBe(200);
    }
    // Another tab asking to share with the just-rotated token gets a sibling session, not a reuse alarm.
    const shared = await inject({
      method: 'POST',
      url: '/api/auth/share-session',
      payload: { refresh_token: user.session.refresh_token },
    });
    expect(shared.statusCode).toBe(200);
    expect((shared.json() as Session).refresh_token).not.toBe(successor);
    const next = await inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: successor },
    });
    expect(next.statusCode).toBe(200);
  });

  it('a user made pendente loses the access token at once', async () => {
    const user = await createUser(testApp);
    await testApp.ctx.pool.query("update profiles set status = 'pendente' where id = $1", [user.id]);
    expect((await inject({ method: 'GET', url: '/api/me', headers: user.headers })).statusCode).toBe(401);
  });

  it('tells a blocked user why the session ended, on a request and on a refresh', async () => {
    const user = await createUser(testApp);
    const admin = await login(testApp, 'admin@carrossel.test', 'admin-secret-123');
    const block = await inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}/status`,
      headers: { authorization: `Bearer ${admin.access_token}` },
      payload: { status: 'bloqueado' },
    });
    expect(block.statusCode).toBe(200);
    const me = await inject({ method: 'GET', url: '/api/me', headers: user.headers });
    expect(me.statusCode).toBe(403);
    expect(me.json()).toMatchObject({
      code: 'account_blocked',
      message: 'Sua conta está bloqueada. Fale com o suporte.',
    });
    const refresh = await inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: user.session.refresh_token },
    });
    expect(refresh.statusCode).toBe(403);
    expect(refresh.json()).toMatchObject({ code: 'account_blocked' });
    const share = await inject({
      method: 'POST',
      url: '/api/auth/share-session',
      payload: { refresh_token: user.session.refresh_token },
    });
    expect(share.statusCode).toBe(403);
    expect(share.json()).toMatchObject({ code: 'account_blocked' });
  });

  it('logout revokes the refresh token and the access token', async () => {
    const user = await createUser(testApp);
    const out = await inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refresh_token: user.session.refresh_token },
    });
    expect(out.statusCode).toBe(204);
    expect((await inject({ method: 'GET', url: '/api/me', headers: user.headers })).statusCode).toBe(401);
    const refresh = await inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: user.session.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('a user blocked or deleted where this node cannot hear it (another node, the database) loses access within a second', async () => {
    // Changes through the app drop this node's memory of the session at once (realtime.test.ts); a change made
    // elsewhere is seen when the one-second memory runs out (docs/decisions/0002-auth-sessions.md).
    const blocked = await createUser(testApp);
    expect((await inject({ method: 'GET', url: '/api/me', headers: blocked.headers })).statusCode).toBe(200);
    await testApp.ctx.pool.query("update profiles set status = 'bloqueado' where id = $1", [blocked.id]);
    await vi.waitFor(
      async () => {
        const afterBlock = await inject({ method: 'GET', url: '/api/me', headers: blocked.headers });
        expect(afterBlock.statusCode).toBe(403);
        expect(afterBlock.json().code).toBe('account_blocked');
      },
      { timeout: 5_000, interval: 100 },
    );

    const deleted = await createUser(testApp);
    expect((await inject({ method: 'GET', url: '/api/me', headers: deleted.headers })).statusCode).toBe(200);
    await testApp.ctx.pool.query('delete from profiles where id = $1', [deleted.id]);
    await vi.waitFor(
      async () =>
        expect((await inject({ method: 'GET', url: '/api/me', headers: deleted.headers })).statusCode).toBe(
          401,
        ),
      { timeout: 5_000, interval: 100 },
    );
  });
});

describe('password reset', () => {
  it('e-mails a 1-hour single-use link that changes the password and ends every session', async () => {
    const email = uniqueEmail('reset');
    await signUpAndVerify(email);
    const session = await login(testApp, email, 'girassol-azul');
    const after = Date.now();
    const forgot = await inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const unknown = await inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: uniqueEmail('nada') },
    });
    expect(forgot.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(forgot.body);

    const mail = await waitForMail(testApp.dataDir, email, { subject: /Redefinição/, after });
    const link = new URL(extractLink(mail, /reset-password/));
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token') ?? '';
    const { rows } = await testApp.ctx.pool.query(
      "select extract(epoch from expires_at - created_at)::int as ttl from auth_tokens where purpose = 'reset_password' order by created_at desc limit 1",
    );
    expect(rows[0].ttl).toBe(3600);

    const weak = await inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, senha: '123' },
    });
    expect(weak.json().code).toBe('weak_password');
    const reset = await inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, senha: 'nova-senha-boa' },
    });
    expect(reset.statusCode).toBe(200);
    const again = await inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, senha: 'outra-senha-boa' },
    });
    expect(again.statusCode).toBe(410);

    const me = await inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(me.statusCode).toBe(401);
    const oldPassword = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, senha: 'girassol-azul' },
    });
    expect(oldPassword.statusCode).toBe(401);
    expect((await login(testApp, email, 'nova-senha-boa')).user.email).toBe(email);
  });

  it('a reset revokes every other reset link of the user', async () => {
    const email = uniqueEmail('dois-links');
    await signUpAndVerify(email);
    const tokens: string[] = [];
    for (let round = 0; round < 2; round++) {
      const after = Date.now();
      await inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
      const mail = await waitForMail(testApp.dataDir, email, { subject: /Redefinição/, after });
      tokens.push(new URL(extractLink(mail, /reset-password/)).searchParams.get('token') ?? '');
    }
    const [older, newer] = tokens;
    expect(older).not.toBe(newer);
    const reset = await inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: newer, senha: 'nova-senha-boa' },
    });
    expect(reset.statusCode).toBe(200);
    const stale = await inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: older, senha: 'senha-do-ladrao' },
    });
    expect(stale.statusCode).toBe(410);
    expect((await login(testApp, email, 'nova-senha-boa')).user.email).toBe(email);
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  let limitedDb: TestDatabase;
  beforeAll(async () => {
    limitedDb = await createTestDatabase();
    limited = await startTestApp(limitedDb.url, { RATE_LIMIT: 'on' });
  });
  afterAll(async () => {
    await limited.close();
    await limitedDb.drop();
  });

  for (const [url, max, payload] of [
    ['/api/auth/login', 10, { email: 'alvo@exemplo.com', senha: 'tentativa-1' }],
    ['/api/auth/forgot-password', 5, { email: 'alvo@exemplo.com' }],
    ['/api/auth/resend-verification', 5, { email: 'alvo@exemplo.com' }],
    ['/api/auth/signup', 10, { nome: 'Robô', email: 'x', senha: 'girassol-azul' }],
  ] as const) {
    it(`answers ${url} with 429 and Retry-After past ${max} attempts`, async () => {
      for (let attempt = 0; attempt < max; attempt++) {
        const response = await limited.app.inject({ method: 'POST', url, payload });
        expect(response.statusCode).not.toBe(429);
      }
      const blocked = await limited.app.inject({ method: 'POST', url, payload });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json()).toMatchObject({ code: 'rate_limited' });
    });
  }

  const attempt = (app: TestApp, email: string, options: { ip?: string; forwardedFor?: string } = {}) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, senha: 'palpite-errado' },
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
    });

  it('locks out one e-mail without locking out the others behind the same IP (carrier NAT)', async () => {
    const ip = '198.51.100.20';
    for (let round = 0; round < 10; round++) {
      expect((await attempt(limited, 'vitima-nat@exemplo.com', { ip })).statusCode).toBe(401);
    }
    expect((await attempt(limited, 'vitima-nat@exemplo.com', { ip })).statusCode).toBe(429);
    const neighbour = await createUser(limited);
    const signIn = await limited.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: neighbour.email, senha: neighbour.senha },
      remoteAddress: ip,
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('slows guessing spread over many IPs against one account, with a growing wait', async () => {
    for (let round = 0; round < 10; round++) {
      const response = await attempt(limited, 'vitima-distribuida@exemplo.com', {
        ip: `203.0.113.${round + 1}`,
      });
      expect(response.statusCode).toBe(401);
    }
    // From here each failure doubles the wait (1 s, 2 s, 4 s...): within a few more tries, however slow this
    // machine is, one lands inside the wait and is refused without checking the password.
    let throttled = await attempt(limited, 'vitima-distribuida@exemplo.com', { ip: '203.0.113.50' });
    for (let round = 51; throttled.statusCode === 401 && round < 56; round++) {
      throttled = await attempt(limited, 'vitima-distribuida@exemplo.com', { ip: `203.0.113.${round}` });
    }
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toMatch(
      /^Muitas tentativas de entrar nesta conta\. Tente novamente em \d+s\.$/,
    );
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from the same IP is not slowed.
    expect((await attempt(limited, 'outra-conta@exemplo.com', { ip: '203.0.113.50' })).statusCode).toBe(401);
  });

  describe('behind a proxy', () => {
    let proxied: TestApp;
    let byCidr: TestApp;
    beforeAll(async () => {
      proxied = await startTestApp(limitedDb.url, { RATE_LIMIT: 'on', TRUST_PROXY: 'true' });
      byCidr = await startTestApp(limitedDb.url, { RATE_LIMIT: 'on', TRUST_PROXY: '10.0.0.0/8' });
    });
    afterAll(async () => {
      await proxied.close();
      await byCidr.close();
    });

    it('TRUST_PROXY=true trusts one hop: a spoofed left-most X-Forwarded-For neither escapes the limit nor reaches the logs', async () => {
      const statuses: number[] = [];
      for (let round = 0; round < 25; round++) {
        const response = await attempt(proxied, 'alvo-proxy@exemplo.com', {
          ip: '10.0.0.2',
          forwardedFor: `192.0.2.${round + 1}, 198.51.100.7`,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(10).every((status) => status === 429)).toBe(true);

      const user = await createUser(proxied);
      const signIn = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, senha: user.senha },
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.8' },
      });
      expect(signIn.statusCode).toBe(200);
      const { rows } = await proxied.ctx.pool.query(
        "select ip from logs where id_usuario = $1 and acao = 'login' order by created_at desc limit 1",
        [user.id],
      );
      expect(rows[0]?.ip).toBe('198.51.100.8');
    });

    it('TRUST_PROXY as CIDRs walks back through the listed proxies only', async () => {
      const seen = async (forwardedFor: string, ip: string) => {
        const user = await createUser(byCidr);
        await byCidr.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, senha: user.senha },
          remoteAddress: ip,
          headers: { 'x-forwarded-for': forwardedFor },
        });
        const { rows } = await byCidr.ctx.pool.query(
          "select ip from logs where id_usuario = $1 and acao = 'login' order by created_at desc limit 1",
          [user.id],
        );
        return rows[0]?.ip as string;
      };
      // Two proxies of ours (10.x), then the client; whatever the client wrote before is ignored.
      expect(await seen('6.6.6.6, 198.51.100.9, 10.0.0.5', '10.0.0.2')).toBe('198.51.100.9');
      // A connection from outside the list is the client itself.
      expect(await seen('6.6.6.6', '198.51.100.10')).toBe('198.51.100.10');
    });
  });
});
