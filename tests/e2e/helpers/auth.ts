import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { readVerificationLink } from './outbox';

export interface E2EUser {
  nome: string;
  email: string;
  senha: string;
}

/** A fresh cliente with a unique address, so specs never collide in the shared database of a run. */
export function buildUser(overrides: Partial<E2EUser> = {}): E2EUser {
  const id = randomBytes(4).toString('hex');
  return { nome: 'Maria Teste', email: `e2e-${id}@exemplo.com`, senha: 'senha-forte-e2e', ...overrides };
}

function getRequest(target: Page | APIRequestContext): APIRequestContext {
  return 'goto' in target ? target.request : target;
}

/** Signs up through the API without confirming the e-mail (the account stays `pendente`). */
export async function registerUser(
  target: Page | APIRequestContext,
  user: E2EUser = buildUser(),
): Promise<E2EUser> {
  const response = await getRequest(target).post('/api/auth/signup', { data: user });
  expect(response.status(), await response.text()).toBe(201);
  return user;
}

/** The token at the end of a verification link. */
export function getVerificationToken(link: string): string {
  const token = new URL(link).pathname.split('/').at(-1);
  if (!token) throw new Error(`no token in ${link}`);
  return decodeURIComponent(token);
}

/**
 * Signs up through the API and confirms the e-mail with the token from the outbox: an active cliente with
 * the 2 sign-up credits, ready for `loginAs`.
 */
export async function registerAndVerify(
  target: Page | APIRequestContext,
  user: E2EUser = buildUser(),
): Promise<E2EUser> {
  const startedAt = Date.now();
  await registerUser(target, user);
  const token = getVerificationToken(await readVerificationLink(user.email, { after: startedAt }));
  const response = await getRequest(target).post('/api/auth/verify-email', { data: { token } });
  expect(response.status(), await response.text()).toBe(200);
  return user;
}

/** Signs in through the login screen and waits until the app has left it. */
export async function loginAs(page: Page, email: string, senha: string): Promise<void> {
  await page.goto('/login');
  await fillLoginForm(page, email, senha);
  await page.getByRole('button', { name: 'Entrar na Conta' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

export async function fillLoginForm(page: Page, email: string, senha: string): Promise<void> {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(senha);
}

/** A new verified cliente, signed in on `page` (lands on /dashboard). */
export async function createSignedInUser(page: Page, overrides: Partial<E2EUser> = {}): Promise<E2EUser> {
  const user = await registerAndVerify(page, buildUser(overrides));
  await loginAs(page, user.email, user.senha);
  return user;
}

/**
 * Signs `page` in as `user` without the login screen: the API's session is stored in the tab's sessionStorage the
 * way the app keeps it (features/auth/session-persistence.ts), once, before the app's first page loads. Answers
 * the access token, to prepare data through the API as the same user.
 */
export async function signInWithStoredSession(page: Page, user: E2EUser): Promise<string> {
  const response = await page.request.post('/api/auth/login', {
    data: { email: user.email, senha: user.senha },
  });
  expect(response.status(), await response.text()).toBe(200);
  const session = (await response.json()) as { access_token: string; expires_in: number };
  const stored = JSON.stringify({ session, expiresAtMs: Date.now() + session.expires_in * 1000 });
  await page.addInitScript((value) => {
    // Only the first page: afterwards the app keeps (and refreshes) its own session.
    if (!sessionStorage.getItem('carrossel.auth.session'))
      sessionStorage.setItem('carrossel.auth.session', value);
  }, stored);
  return session.access_token;
}
