import type { Page } from '@playwright/test';
import { ADMIN, expect, expectAccessible, test } from './fixtures';
import {
  buildUser,
  createSignedInUser,
  fillLoginForm,
  getVerificationToken,
  loginAs,
  registerAndVerify,
  registerUser,
} from './helpers/auth';
import { MAIL_SUBJECTS, readLatestMail, readPasswordResetLink, readVerificationLink } from './helpers/outbox';

/** Where the web app keeps the tab's session (src/web/features/auth/session-persistence.ts). */
const SESSION_KEY = 'carrossel.auth.session';

interface StoredSession {
  session: { access_token: string; refresh_token: string };
  expiresAtMs: number;
}

async function readStoredSession(page: Page): Promise<StoredSession | null> {
  const raw = await page.evaluate((key) => window.sessionStorage.getItem(key), SESSION_KEY);
  return raw ? (JSON.parse(raw) as StoredSession) : null;
}

async function writeStoredSession(page: Page, stored: StoredSession): Promise<void> {
  await page.evaluate(([key, value]) => window.sessionStorage.setItem(key, value), [
    SESSION_KEY,
    JSON.stringify(stored),
  ] as const);
}

/**
 * Waits until every toast has finished its entrance: axe measures contrast mid-fade otherwise, and a
 * half-transparent toast fails it.
 */
async function waitForToastsToSettle(page: Page): Promise<void> {
  const toasts = page.locator('[data-sonner-toast]');
  for (const toast of await toasts.all()) await expect(toast).toHaveCSS('opacity', '1');
}

test.describe('sign-up and sign-in', () => {
  test('a visitor signs up, confirms the e-mail from the outbox, signs in and stays signed in after a reload', async ({
    page,
  }) => {
    const user = buildUser({ nome: 'Joana Cadastro' });
    const startedAt = Date.now();

    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Criar sua conta' })).toBeVisible();
    await expect(page.getByText('2 créditos grátis').filter({ visible: true })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Nome Completo').fill(user.nome);
    await page.getByLabel('E-mail', { exact: true }).fill(user.email);
    await page.getByLabel('Senha', { exact: true }).fill(user.senha);
    await page.getByLabel('Confirmar senha', { exact: true }).fill(user.senha);
    await page.getByRole('button', { name: 'Criar Conta Grátis' }).click();

    // A screen says where the link went, and can send it again.
    await expect(page.getByRole('heading', { name: 'Confirme seu e-mail' })).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Reenviar' }).click();
    await expect(page.getByRole('status').filter({ hasText: /e-mail/ })).toBeVisible();

    const link = await readVerificationLink(user.email, { after: startedAt });
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'E-mail confirmado!' })).toBeVisible();
    await expectAccessible(page);

    // The login form comes with the confirmed address filled in.
    await page.getByRole('link', { name: 'Entrar na Conta' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(user.email);
    await page.getByLabel('Senha', { exact: true }).fill(user.senha);
    await page.getByRole('button', { name: 'Entrar na Conta' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await readStoredSession(page)).not.toBeNull();

    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Entrar na Conta' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('the login screen shows the spec messages for bad input and wrong credentials', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Entrar na sua conta' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Esqueceu sua senha?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(page.getByRole('link', { name: 'Criar conta grátis' })).toHaveAttribute('href', '/register');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Entrar na Conta' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'E-mail inválido' })).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Senha deve ter pelo menos 6 caracteres' }),
    ).toBeVisible();
    await expectAccessible(page);

    const password = page.getByLabel('Senha', { exact: true });
    await password.fill('segredo-123');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Ocultar senha' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await fillLoginForm(page, 'ninguem@exemplo.com', 'senha-errada-1');
    await page.getByRole('button', { name: 'Entrar na Conta' }).click();
    await expect(page.getByText('Erro no Login')).toBeVisible();
    await expect(page.getByText('E-mail ou senha incorretos.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await waitForToastsToSettle(page);
  });

  test('an account whose e-mail is not confirmed is offered a new confirmation e-mail', async ({ page }) => {
    const user = await registerUser(page);
    await readVerificationLink(user.email);
    const resentAfter = Date.now();

    await page.goto('/login');
    await fillLoginForm(page, user.email, user.senha);
    await page.getByRole('button', { name: 'Entrar na Conta' }).click();
    await expect(page.getByText('Erro no Login')).toBeVisible();
    await waitForToastsToSettle(page);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Reenviar e-mail de confirmação' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'você receberá um e-mail' })).toBeVisible();
    const resent = await readLatestMail(user.email, {
      subject: MAIL_SUBJECTS.verification,
      after: resentAfter,
    });
    expect(resent.text).toContain('/verify-email/');
  });

  test('the register screen checks the confirmation and refuses a taken e-mail', async ({ page }) => {
    const existing = await registerAndVerify(page);
    await page.goto('/register');
    const form = page.locator('form');
    await expect(form.getByRole('link', { name: 'Termos de Uso (abre em nova aba)' })).toHaveAttribute(
      'href',
      '/termos',
    );
    await expect(
      form.getByRole('link', { name: 'Política de Privacidade (abre em nova aba)' }),
    ).toHaveAttribute('href', '/privacidade');
    await expect(page.getByRole('link', { name: 'Entrar', exact: true })).toHaveAttribute('href', '/login');

    await page.getByLabel('Nome Completo').fill('A');
    await page.getByLabel('E-mail', { exact: true }).fill(existing.email);
    await page.getByLabel('Senha', { exact: true }).fill('outra-senha-1');
    await page.getByLabel('Confirmar senha', { exact: true }).fill('outra-senha-2');
    await page.getByRole('button', { name: 'Criar Conta Grátis' }).click();
    await expect(page.getByText('Nome deve ter pelo menos 2 caracteres')).toBeVisible();
    await expect(page.getByText('As senhas não coincidem.')).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Nome Completo').fill('Ana Repetida');
    await page.getByLabel('Confirmar senha', { exact: true }).fill('outra-senha-1');
    await page.getByRole('button', { name: 'Criar Conta Grátis' }).click();
    await expect(page.getByText('Erro no Cadastro')).toBeVisible();
    await expect(page.getByText('Este e-mail já está cadastrado', { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
    await waitForToastsToSettle(page);
  });
});

test.describe('route guards', () => {
  test('an anonymous visitor of /criar goes to /login and comes back after signing in', async ({ page }) => {
    const user = await registerAndVerify(page);
    await page.goto('/criar?tipo=conectar');
    await expect(page).toHaveURL(/\/login$/);
    await expectAccessible(page);

    await fillLoginForm(page, user.email, user.senha);
    await page.getByRole('button', { name: 'Entrar na Conta' }).click();
    await expect(page).toHaveURL(/\/criar\?tipo=conectar$/);
  });

  test('a signed-in user opening /login or /register lands on /dashboard', async ({ page }) => {
    await createSignedInUser(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a cliente opening /admin lands on /dashboard; an admin stays', async ({ page }) => {
    await createSignedInUser(page);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.evaluate(() => window.sessionStorage.clear());
    await loginAs(page, ADMIN.email, ADMIN.senha);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('anonymous visitors of admin routes go to /login', async ({ page }) => {
    await page.goto('/logs');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('while a redirect is in flight the guard says Redirecionando...', async ({ page }) => {
    // The login screen's code is held back, as on a slow connection, until the in-between state was seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/login-page-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/historico');
    const card = page.getByRole('status').filter({ hasText: 'Redirecionando...' });
    await expect(card).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: 'test-results/screens/guard-redirecting-1280.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/screens/guard-redirecting-390.png' });
    await expectAccessible(page);
    release();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Redirecionando...')).toHaveCount(0);
  });
});

test.describe('tabs of one browser', () => {
  test('a new tab borrows the session of an open one, no token reaches localStorage, and Sair in one tab signs out all', async ({
    page,
    context,
  }) => {
    const user = await createSignedInUser(page);
    // An open tab: its dashboard drawn, so it is listening (a tab still starting the app cannot answer the
    // new tab's question within OFFER_WAIT_MS on a busy machine, and the new tab then asks for the login).
    await expect(page.getByRole('heading', { level: 1, name: /Olá/ })).toBeVisible();
    const opened = await readStoredSession(page);

    const second = await context.newPage();
    await second.goto('/historico');
    // The page's shell (its header, painted into the HTML) shows before the app has started: the page itself
    // is there once the shell has gone.
    await expect(second.locator('[data-slot="page-shell"]')).toHaveCount(0);
    await expect(second.getByRole('heading', { level: 1, name: 'Histórico de Carrosséis' })).toBeVisible();
    await expect(second).toHaveURL(/\/historico$/);
    // Its own sibling session (its own refresh token), kept in its own sessionStorage only.
    await expect.poll(async () => (await readStoredSession(second))?.session.refresh_token).toBeTruthy();
    const borrowed = await readStoredSession(second);
    expect(borrowed?.session.refresh_token).toBeTruthy();
    expect(borrowed?.session.refresh_token).not.toBe(opened?.session.refresh_token);
    for (const tab of [page, second]) {
      const local = await tab.evaluate(() => JSON.stringify({ ...window.localStorage }));
      expect(local).not.toContain(borrowed?.session.refresh_token ?? '-');
      expect(local).not.toContain(opened?.session.refresh_token ?? '-');
      expect(local).not.toMatch(/access_token|refresh_token/);
    }
    // The first tab still works on its own session.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /Olá/ })).toBeVisible();
    await expect(page.getByText(user.email).first()).toBeAttached();

    await second.getByRole('button', { name: 'Sair' }).filter({ visible: true }).first().click();
    await expect(second).toHaveURL(/\/login$/);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Você saiu da sua conta em outra aba.')).toBeVisible();
    expect(await readStoredSession(page)).toBeNull();

    // With no signed-in tab left, a new tab asks for the login.
    const third = await context.newPage();
    await third.goto('/dashboard');
    await expect(third).toHaveURL(/\/login$/);
    await second.close();
    await third.close();
    await waitForToastsToSettle(page);
  });
});

test.describe('session', () => {
  test('a session that is due is refreshed on the next visit, and the old refresh token yields only the successor the tab holds', async ({
    page,
  }) => {
    await createSignedInUser(page);
    const before = await readStoredSession(page);
    if (!before) throw new Error('no session after login');
    await writeStoredSession(page, { ...before, expiresAtMs: Date.now() - 1000 });

    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect
      .poll(async () => (await readStoredSession(page))?.session.refresh_token)
      .not.toBe(before.session.refresh_token);
    // Within the grace window (a retried or duplicated refresh) the rotated token gets the very successor the
    // tab already holds, never a session of its own.
    const successor = (await readStoredSession(page))?.session.refresh_token;
    const reuse = await page.request.post('/api/auth/refresh', {
      data: { refresh_token: before.session.refresh_token },
    });
    expect(reuse.status()).toBe(200);
    expect(((await reuse.json()) as { refresh_token: string }).refresh_token).toBe(successor);
  });

  test('a refused access token is refreshed once and the user stays signed in', async ({ page }) => {
    await createSignedInUser(page);
    const before = await readStoredSession(page);
    if (!before) throw new Error('no session after login');
    await writeStoredSession(page, {
      ...before,
      session: { ...before.session, access_token: 'token-recusado' },
    });

    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect
      .poll(async () => (await readStoredSession(page))?.session.access_token)
      .not.toBe('token-recusado');
  });

  test('a revoked session sends the user to /login', async ({ page }) => {
    await createSignedInUser(page);
    const before = await readStoredSession(page);
    if (!before) throw new Error('no session after login');
    const logout = await page.request.post('/api/auth/logout', {
      data: { refresh_token: before.session.refresh_token },
    });
    expect(logout.status()).toBe(204);
    expect(
      (
        await page.request.post('/api/auth/refresh', {
          data: { refresh_token: before.session.refresh_token },
        })
      ).status(),
    ).toBe(401);

    // The next visit finds a token it must refresh, the server refuses: the tab signs out.
    await writeStoredSession(page, { ...before, expiresAtMs: Date.now() - 1000 });
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    expect(await readStoredSession(page)).toBeNull();
  });

  test('clicking Sair signs out, revokes the refresh token and returns to /login', async ({ page }) => {
    await createSignedInUser(page);
    const before = await readStoredSession(page);
    if (!before) throw new Error('no session after login');

    const logout = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
    await page.getByRole('button', { name: 'Sair' }).filter({ visible: true }).first().click();
    expect((await logout).status()).toBe(204);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Entrar na sua conta' })).toBeVisible();
    expect(await readStoredSession(page)).toBeNull();

    const reuse = await page.request.post('/api/auth/refresh', {
      data: { refresh_token: before.session.refresh_token },
    });
    expect(reuse.status()).toBe(401);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('e-mail links', () => {
  test('forgot and reset the password through the e-mailed link', async ({ page }) => {
    const user = await registerAndVerify(page);
    const startedAt = Date.now();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
    await expect(page.getByRole('heading', { name: 'Esqueceu sua senha?' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('E-mail', { exact: true }).fill(user.email);
    await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
    await expect(page.getByRole('heading', { name: 'Verifique seu e-mail' })).toBeVisible();
    await expectAccessible(page);

    const link = await readPasswordResetLink(user.email, { after: startedAt });
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Criar nova senha' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Nova senha', { exact: true }).fill('nova-senha-forte');
    await page.getByLabel('Confirmar nova senha', { exact: true }).fill('outra-coisa-123');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('As senhas não coincidem.')).toBeVisible();

    await page.getByLabel('Confirmar nova senha', { exact: true }).fill('nova-senha-forte');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('Senha alterada!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await fillLoginForm(page, user.email, 'nova-senha-forte');
    await page.getByRole('button', { name: 'Entrar na Conta' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The link is single-use.
    await page.evaluate(() => window.sessionStorage.clear());
    await page.goto(link);
    await page.getByLabel('Nova senha', { exact: true }).fill('mais-uma-senha-1');
    await page.getByLabel('Confirmar nova senha', { exact: true }).fill('mais-uma-senha-1');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByRole('heading', { name: 'Link expirado' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pedir novo link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expectAccessible(page);
  });

  test('a reset page without a token says the link is invalid', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: 'Link inválido' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a used verification link offers a new one; an unknown link is invalid', async ({ page }) => {
    const user = await registerAndVerify(page);
    const link = await readVerificationLink(user.email);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Link expirado' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('E-mail da conta').fill(user.email);
    await page.getByRole('button', { name: 'Reenviar e-mail de confirmação' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'você receberá um e-mail' })).toBeVisible();

    await page.goto(`/verify-email/${'x'.repeat(43)}`);
    await expect(page.getByRole('heading', { name: 'Link inválido' })).toBeVisible();
    expect(getVerificationToken(link)).not.toBe('x'.repeat(43));
  });

  test('the verification link is spent only once', async ({ page }) => {
    const user = await registerUser(page);
    const link = await readVerificationLink(user.email);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/verify-email')) calls.push(request.url());
    });
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'E-mail confirmado!' })).toBeVisible();
    expect(calls).toHaveLength(1);
  });
});

test('the terms of use and the privacy policy are public pages', async ({ page }) => {
  await page.goto('/termos');
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/privacidade');
  await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
  await expectAccessible(page);
});
