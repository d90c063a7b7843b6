import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { createSlideUrls } from '../../src/server/instagram/media-urls';
import { createLocalStorage } from '../../src/server/storage/local-storage';
import { type AppProcess, callApi, startAppProcess, TEST_JWT_SECRET } from '../helpers/app-process';
import { seedLargeAccount } from '../helpers/large-account';
import { extractLink, waitForMail } from '../helpers/mail';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';
import { createUser } from '../helpers/users';

/**
 * The real app as a process, its log captured line by line as a production log would hold it: every address
 * with a live credential in its path is opened, and none of those credentials is in the log.
 */
let database: TestDatabase;
let api: TestApp;
let app: AppProcess;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database.url, { RATE_LIMIT: 'off', WORKER: 'off' }, { worker: false });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'carrossel-log-tokens-'));
  app = await startAppProcess({ DATABASE_URL: database.url, DATA_DIR: dataDir, WORKER: 'on' });
});
afterAll(async () => {
  await app?.killHard();
  await api?.close();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it('a full run logs the addresses of e-mail, share and Instagram media links without their tokens', async () => {
  const tokens: string[] = [];
  const get = (url: string) => fetch(`${app.url}${url}`).then((response) => response.status);

  // Sign-up: the confirmation link, opened as the browser does (the SPA's screen).
  const email = `tokens-${Date.now()}@exemplo.com`;
  const signup = await callApi(app, 'POST', '/api/auth/signup', {
    body: { nome: 'Tina Tokens', email, senha: 'girassol-azul-9' },
  });
  expect(signup.status).toBe(201);
  const verify = new URL(
    extractLink(await waitForMail(dataDir, email, { subject: /Confirme/ }), /verify-email/),
  );
  tokens.push(verify.pathname.split('/').at(-1) ?? '');
  await get(verify.pathname);

  // A new address: /confirmar-email/{token}, the screen and then its confirmation.
  const user = await createUser(api, { senha: 'senha-forte-123' });
  const newEmail = `novo-${Date.now()}@exemplo.com`;
  const change = await callApi(app, 'POST', '/api/account/email-change', {
    headers: user.headers,
    body: { email: newEmail, senha: 'senha-forte-123' },
  });
  expect(change.status).toBe(202);
  const confirm = new URL(
    extractLink(await waitForMail(dataDir, newEmail, { subject: /novo e-mail/ }), /confirmar-email/),
  );
  const confirmToken = confirm.pathname.split('/').at(-1) ?? '';
  tokens.push(confirmToken);
  await get(confirm.pathname);
  const confirmed = await callApi(app, 'POST', '/api/account/email-change/confirm', {
    body: { token: confirmToken },
  });
  expect(confirmed.status).toBe(200);

  // A finished carousel of the user's, its files in the process's own storage.
  const storage = createLocalStorage(path.join(dataDir, 'storage'), app.url, TEST_JWT_SECRET);
  await seedLargeAccount(api.ctx.pool, storage, user.id, {
    carousels: 1,
    filesPerCarousel: 1,
    fileBytes: 1000,
  });
  const { rows } = await api.ctx.pool.query<{ id: string; id_carrossel: string; storage_path: string }>(
    `update arquivos a set nome_arquivo = 'slide-01.jpg' from carrosseis c
      where c.id = a.id_carrossel and c.id_usuario = $1 returning a.id, a.id_carrossel, a.storage_path`,
    [user.id],
  );
  const file = rows[0] as { id: string; id_carrossel: string; storage_path: string };

  // The 24 h signed slide link given to Instagram: Instagram downloads it.
  const config = loadConfig({ JWT_SECRET: TEST_JWT_SECRET, APP_URL: app.url, DATA_DIR: dataDir });
  const media = new URL(
    await createSlideUrls(config, storage).urlFor({ id: file.id, key: file.storage_path }),
  );
  tokens.push(media.pathname.split('/').at(-1) ?? '');
  expect(await get(media.pathname)).toBe(200);

  // A share link: its screen, its API read and a file through it.
  const shared = await callApi(app, 'POST', `/api/carousels/${file.id_carrossel}/share-links`, {
    headers: user.headers,
    body: {},
  });
  expect(shared.status).toBe(201);
  const shareToken = String(shared.body.url).split('/c/')[1] ?? '';
  tokens.push(shareToken);
  await get(`/c/${shareToken}`);
  expect(await get(`/api/compartilhado/${shareToken}`)).toBe(200);
  await get(`/api/compartilhado/${shareToken}/arquivos/${file.id}`);

  // The process's last lines are in once its log shows the last request.
  await expect
    .poll(() => app.lines.some((line) => line.includes(`/api/compartilhado/[removido]/arquivos/${file.id}`)))
    .toBe(true);
  const log = app.lines.join('\n');
  for (const address of [
    '/verify-email/[removido]',
    '/confirmar-email/[removido]',
    '/api/instagram/midia/[removido]',
    '/c/[removido]',
    '/api/compartilhado/[removido]',
  ]) {
    expect(log).toContain(`"url":"${address}"`);
  }
  for (const token of tokens) {
    expect(token.length).toBeGreaterThan(15);
    expect(log.includes(token), token.slice(0, 12)).toBe(false);
  }
  expect(log).not.toMatch(/confirmar-email\/(?!\[removido\])/);
  expect(log).not.toMatch(/midia\/(?!\[removido\])/);
}, 120_000);
