import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger } from '../../src/server/logs/logger';
import type { Session } from '../../src/shared/auth/schemas';
import { extractLink, waitForMail } from '../helpers/mail';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';

/** Everything the app logged during this file, as the JSON lines a production log would hold. */
const lines: string[] = [];
let database: TestDatabase;
let testApp: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  testApp = await startTestApp(
    database.url,
    { RATE_LIMIT: 'off', NODE_ENV: 'test', LOG_LEVEL: 'debug' },
    { worker: true, logger: createLogger({ LOG_LEVEL: 'debug' }, { destination }) },
  );
});
afterAll(async () => {
  await testApp.close();
  await database.drop();
});

it('a full run logs no password hash, token or e-mail link outside development', async () => {
  const inject = testApp.app.inject.bind(testApp.app);
  const email = `logs-${Date.now()}@exemplo.com`;
  const secrets: string[] = [];

  expect(
    (
      await inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { nome: 'Lia Logs', email, senha: 'girassol-azul' },
      })
    ).statusCode,
  ).toBe(201);
  const verifyLink = extractLink(
    await waitForMail(testApp.dataDir, email, { subject: /Confirme/ }),
    /verify-email/,
  );
  const verifyToken = verifyLink.split('/').at(-1) ?? '';
  secrets.push(verifyLink, verifyToken);
  // The browser opens the link (the SPA route) and the page posts the token.
  await inject({ method: 'GET', url: new URL(verifyLink).pathname });
  expect(
    (await inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: verifyToken } }))
      .statusCode,
  ).toBe(200);

  const login = await inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, senha: 'girassol-azul' },
  });
  const session = login.json() as Session;
  const refreshed = (
    await inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: session.refresh_token },
    })
  ).json() as Session;
  secrets.push(session.access_token, session.refresh_token, refreshed.access_token, refreshed.refresh_token);
  await inject({ method: 'GET', url: `/api/me?access_token=${session.access_token}` });

  const after = Date.now();
  await inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const resetLink = extractLink(
    await waitForMail(testApp.dataDir, email, { subject: /Redefinição/, after }),
    /reset-password/,
  );
  const resetToken = new URL(resetLink).searchParams.get('token') ?? '';
  secrets.push(resetLink, resetToken);
  await inject({ method: 'GET', url: `/reset-password?token=${encodeURIComponent(resetToken)}` });
  await inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token: resetToken, senha: 'nova-senha-boa' },
  });

  // A failed query whose bound value is a password hash, logged the way every unexpected error is.
  const { rows } = await testApp.ctx.pool.query<{ hash: string }>(
    'select password_hash as hash from profiles where email = $1',
    [email],
  );
  const hash = rows[0]?.hash ?? '';
  expect(hash).toMatch(/^\$argon2id\$/);
  secrets.push(hash);
  const failure = await testApp.ctx.db.execute(sql`select ${hash}::int`).catch((error: unknown) => error);
  testApp.app.log.error({ err: failure }, 'unhandled error');

  const log = lines.join('');
  // The run did log: requests, the outbox, the failed query (its SQL, not its values).
  expect(log).toContain('request completed');
  expect(log).toContain('e-mail written to the outbox');
  expect(log).toContain('select $1::int');
  expect(log).toContain('/verify-email/[removido]');
  for (const secret of secrets) expect(log.includes(secret), secret.slice(0, 24)).toBe(false);
  expect(log).not.toMatch(/\$argon2/);
  expect(log).not.toMatch(/https?:\/\/localhost:3000\/(verify-email|reset-password)/);
});
