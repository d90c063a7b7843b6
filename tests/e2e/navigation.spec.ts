import type { Page } from '@playwright/test';
import { ADMIN, expect, expectAccessible, test } from './fixtures';
import { buildUser, loginAs, registerAndVerify } from './helpers/auth';
import { withE2EDatabase } from './helpers/database';

const SCREENS = 'test-results/screens';
const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };

/** Sets a user's balance the way an admin adjustment does: balance and ledger row in one transaction. */
async function setCredits(email: string, credits: number): Promise<void> {
  await withE2EDatabase(async (client) => {
    await client.query('begin');
    const { rows } = await client.query<{ id: string; saldo_atual: number }>(
      `select c.id_usuario as id, c.saldo_atual from creditos c join profiles p on p.id = c.id_usuario
       where lower(p.email) = lower($1) for update`,
      [email],
    );
    const row = rows[0];
    if (!row) throw new Error(`no credits row for ${email}`);
    await client.query('update creditos set saldo_atual = $2, updated_at = now() where id_usuario = $1', [
      row.id,
      credits,
    ]);
    await client.query(
      `insert into credit_ledger (id_usuario, kind, delta, saldo_apos, descricao)
       values ($1, 'ajuste_admin', $2, $3, 'Ajuste de teste')`,
      [row.id, credits - row.saldo_atual, credits],
    );
    await client.query('commit');
  });
}

async function signInNewUser(page: Page, nome: string, credits?: number) {
  const user = await registerAndVerify(page, buildUser({ nome }));
  if (credits !== undefined) await setCredits(user.email, credits);
  await loginAs(page, user.email, user.senha);
  await expect(page).toHaveURL(/\/dashboard$/);
  return user;
}

test.describe('user layout', () => {
  test('desktop: the sidebar shows the menu, who is signed in and the balance; links are keyboard friendly', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const user = await signInNewUser(page, 'Beatriz Nogueira');
    const sidebar = page.getByRole('complementary', { name: 'Barra lateral' });
    const menu = sidebar.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu.getByRole('link')).toHaveText([
      'Dashboard',
      'Criar Carrossel',
      'Histórico',
      'Minha Marca',
      'Meus Créditos',
      'Meus chamados',
      'Desenvolvedores',
      'Minha conta',
    ]);
    await expect(menu.getByRole('button')).toHaveText(['Abrir Chamado', 'Sair']);
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByText('Beatriz Nogueira')).toBeVisible();
    await expect(sidebar.getByText(user.email)).toBeVisible();
    await expect(sidebar.getByTestId('sidebar-credits')).toHaveText('2 créditos');
    // Mobile-only bars stay out of the way on desktop.
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Atalhos' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Olá, Beatriz!' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SCREENS}/layout-user-1280.png`, fullPage: true });
    await expectAccessible(page);

    // The skip link comes first, then the menu; Enter on a focused link navigates.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeFocused();
    await menu.getByRole('link', { name: 'Histórico' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/historico$/);
    await expect(menu.getByRole('link', { name: 'Histórico' })).toHaveAttribute('aria-current', 'page');

    await menu.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('phone: top bar with the slide-out menu and the bottom bar, which hides on /criar', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signInNewUser(page, 'Caio Mendes');
    await expect(page.getByRole('complementary', { name: 'Barra lateral' })).toBeHidden();
    const bottomBar = page.getByRole('navigation', { name: 'Atalhos' });
    const shortcuts = bottomBar.getByRole('link');
    await expect(shortcuts).toHaveCount(3);
    await expect(shortcuts.nth(0)).toHaveAccessibleName('Créditos: 2 créditos');
    await expect(shortcuts.nth(1)).toHaveAccessibleName('Criar');
    await expect(shortcuts.nth(2)).toHaveAccessibleName('Histórico');
    await expect(bottomBar.getByTestId('credits-badge')).toHaveText('2');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SCREENS}/layout-user-390.png`, fullPage: true });
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet.getByRole('link')).toHaveText([
      'Dashboard',
      'Criar Carrossel',
      'Histórico',
      'Minha Marca',
      'Meus Créditos',
      'Meus chamados',
      'Desenvolvedores',
      'Minha conta',
    ]);
    await expect(sheet.getByRole('button', { name: 'Abrir Chamado' })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Sair' })).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/layout-user-390-menu.png` });
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeFocused();

    await bottomBar.getByRole('link', { name: 'Criar' }).click();
    await expect(page).toHaveURL(/\/criar$/);
    await expect(page.getByRole('navigation', { name: 'Atalhos' })).toBeHidden();
    await page.goto('/historico');
    await expect(page.getByRole('navigation', { name: 'Atalhos' })).toBeVisible();
  });

  test('the bottom bar badge shows 99+ for a balance above 99, and the sidebar the exact figure', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signInNewUser(page, 'Rafaela Lima', 120);
    const badge = page.getByRole('navigation', { name: 'Atalhos' }).getByTestId('credits-badge');
    await expect(badge).toHaveText('99+');
    await expect(page.getByRole('link', { name: /^Créditos: 120 créditos$/ })).toBeVisible();
    await page.setViewportSize(DESKTOP);
    await expect(page.getByTestId('sidebar-credits')).toHaveText('120 créditos');
  });
});

test.describe('admin layout', () => {
  test('desktop: the admin menu with Chamados, no balance, and Painel Administrativo on the dashboard', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await loginAs(page, ADMIN.email, ADMIN.senha);
    await expect(page).toHaveURL(/\/dashboard$/);
    const menu = page.getByRole('navigation', { name: 'Menu administrativo' }).filter({ visible: true });
    await expect(menu.getByRole('link')).toHaveText([
      'Dashboard',
      'Usuários',
      'Espaços',
      'Templates',
      'Conteúdo',
      'Logs',
      'Chamados',
      'Pagamentos',
      'Minha conta',
    ]);
    await expect(menu.getByRole('link', { name: 'Usuários' })).toHaveAttribute('href', '/admin');
    await expect(menu.getByRole('link', { name: 'Conteúdo' })).toHaveAttribute('href', '/content');
    await expect(menu.getByRole('button', { name: 'Abrir Chamado' })).toHaveCount(0);
    await expect(page.getByTestId('sidebar-credits')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Painel Administrativo' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SCREENS}/layout-admin-1280.png`, fullPage: true });
    await expectAccessible(page);

    await menu.getByRole('link', { name: 'Chamados' }).click();
    await expect(page).toHaveURL(/\/chamados$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Chamados' })).toBeVisible();
  });

  test('phone: no top bar menu and no bottom bar; a compact admin menu instead', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await loginAs(page, ADMIN.email, ADMIN.senha);
    await expect(page.getByRole('heading', { level: 1, name: 'Painel Administrativo' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Atalhos' })).toHaveCount(0);
    const strip = page.getByRole('navigation', { name: 'Menu administrativo' }).filter({ visible: true });
    await expect(strip.getByRole('link', { name: 'Chamados' })).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SCREENS}/layout-admin-390.png`, fullPage: true });
    await expectAccessible(page);
  });

  test('a cliente who opens /chamados is sent to the dashboard', async ({ page }) => {
    await signInNewUser(page, 'Davi Rocha');
    await page.goto('/chamados');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test('each page names the browser tab, so tabs, history and screen readers tell them apart', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Entrar · Carrossel');
  await page.goto('/register');
  await expect(page).toHaveTitle('Criar conta · Carrossel');
  const user = await registerAndVerify(page, buildUser());
  await loginAs(page, user.email, user.senha);
  await expect(page).toHaveTitle('Dashboard · Carrossel');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('link', { name: 'Histórico' }).click();
  await expect(page).toHaveTitle('Histórico · Carrossel');
  await menu.getByRole('link', { name: 'Criar Carrossel' }).click();
  await expect(page).toHaveTitle('Criar carrossel · Carrossel');
  await menu.getByRole('link', { name: 'Meus Créditos' }).click();
  await expect(page).toHaveTitle('Meus créditos · Carrossel');
  await page.goBack();
  await expect(page).toHaveTitle('Criar carrossel · Carrossel');
  await page.goto('/nada-aqui');
  await expect(page).toHaveTitle('Page Not Found · Carrossel');
});
