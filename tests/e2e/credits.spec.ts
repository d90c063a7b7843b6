import type { Page } from '@playwright/test';
import { ADMIN, expect, expectAccessible, test } from './fixtures';
import { createSignedInUser, loginAs } from './helpers/auth';
import { withE2EDatabase } from './helpers/database';

const SCREENS = 'test-results/screens';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The tab's access token, to act as the same user from outside the page (another device, a bank). */
async function readAccessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const raw = sessionStorage.getItem('carrossel.auth.session');
    return raw ? (JSON.parse(raw) as { session: { access_token: string } }).session.access_token : null;
  });
  if (!token) throw new Error('no session in the tab');
  return token;
}

async function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: options.fullPage ?? false });
}

function packCard(page: Page, label: string) {
  return page.getByRole('article', { name: label });
}

test('buying Popular in sandbox: pay by simulation, see the confirmation and 25 more credits without reloading', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize(DESKTOP);
  await createSignedInUser(page, { nome: 'Clara Nunes' });
  await page.goto('/creditos');

  await expect(page.getByRole('heading', { level: 1, name: 'Meus Créditos' })).toBeVisible();
  await expect(page.getByTestId('credits-balance')).toHaveText('2');
  await expect(page.getByText('Você já usou 0% dos créditos adquiridos.')).toBeVisible();
  await expect(page.getByText('Cada carrossel consome 1 crédito')).toBeVisible();
  await expect(page.getByText('Os créditos não expiram')).toBeVisible();
  await expect(page.getByText('Pagamento seguro via PIX')).toBeVisible();
  // The e2e server runs the sandbox provider: every screen with prices says payments are simulated.
  await expect(
    page.getByRole('note').filter({ hasText: 'Modo de teste: pagamentos simulados' }),
  ).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(packCard(page, 'Popular')).toContainText('Mais Popular');
  await expect(packCard(page, 'Popular')).toContainText('R$ 134,90');
  await expect(packCard(page, 'Popular')).toContainText('R$ 5,39 por crédito');
  await expect(packCard(page, 'Starter')).toContainText('R$ 5,99 por crédito');
  await expect(packCard(page, 'Profissional')).toContainText('R$ 4,79 por crédito');
  await expect(page.getByTestId('credit-history-item')).toHaveCount(1);
  await expect(page.getByTestId('credit-history-item').first()).toContainText('Bônus de cadastro');
  await page.waitForLoadState('networkidle');
  await expectAccessible(page);
  await shoot(page, 'credits-1280', { fullPage: true });

  await packCard(page, 'Popular').getByRole('button', { name: 'Comprar Agora' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagamento PIX' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: /QR Code do PIX de R\$ 134,90/ })).toBeVisible();
  await expect(dialog.getByTestId('pix-countdown')).toHaveText(/^(30:00|29:\d\d)$/);
  const code = await dialog.getByLabel('PIX copia e cola').inputValue();
  expect(code).toMatch(/^000201/);
  await dialog.getByRole('button', { name: 'Copiar' }).click();
  await expect(dialog.getByRole('button', { name: 'Copiado!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expect(dialog.getByText('Aguardando pagamento...')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'pix-payment-1280');
  // While the charge waits, the history lists it as pending.
  await expect(page.getByTestId('credit-history-item').first()).toContainText('Pendente');

  await dialog.getByRole('button', { name: 'Simular pagamento' }).click();
  const confirmed = page.getByRole('dialog', { name: 'Pagamento Confirmado' });
  await expect(
    confirmed.getByText('Pagamento confirmado! Seus créditos foram adicionados automaticamente.'),
  ).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'pix-confirmed-1280');
  // It closes by itself 3 s later.
  await expect(confirmed).toBeHidden({ timeout: 6000 });

  await expect(page.getByTestId('credits-balance')).toHaveText('27');
  await expect(page.getByTestId('sidebar-credits')).toHaveText('27 créditos');
  const latest = page.getByTestId('credit-history-item').first();
  await expect(latest).toContainText('Compra de créditos (Popular)');
  await expect(latest).toContainText('+25');
  await expect(latest).not.toContainText('Pendente');
});

test('Comprar Créditos: three packs, Popular preselected, prices per credit, then the PIX of the chosen pack', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await createSignedInUser(page);
  await page.goto('/creditos');
  await page.getByRole('button', { name: 'Comprar créditos' }).click();

  const dialog = page.getByRole('dialog', { name: 'Comprar Créditos' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(3);
  await expect(dialog.getByRole('radio', { name: 'Popular' })).toBeChecked();
  await expect(dialog).toContainText('Mais Popular');
  await expect(dialog).toContainText('25 créditos · R$ 5,39 por crédito');
  await expect(dialog).toContainText('10 créditos · R$ 5,99 por crédito');
  await expect(dialog).toContainText('50 créditos · R$ 4,79 por crédito');
  await expect(dialog.getByRole('note')).toHaveText(/^Modo de teste: pagamentos simulados/);
  await expectAccessible(page);
  await shoot(page, 'buy-credits-1280');

  await page.setViewportSize(PHONE);
  await expectAccessible(page);
  await shoot(page, 'buy-credits-390');

  // Keyboard: arrows move between packs.
  await dialog.getByRole('radio', { name: 'Popular' }).focus();
  await page.keyboard.press('ArrowUp');
  await expect(dialog.getByRole('radio', { name: 'Starter' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Pagar R$ 59,90 com PIX' }).click();

  const pix = page.getByRole('dialog', { name: 'Pagamento PIX' });
  await expect(pix).toContainText('Pacote Starter · 10 créditos · R$ 59,90');
  await expect(pix.getByRole('note')).toContainText('Modo de teste: pagamentos simulados');
  await expect(pix.getByRole('img', { name: /QR Code do PIX de R\$ 59,90/ })).toBeVisible();
  await expect(pix.getByRole('button', { name: 'Simular pagamento' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'pix-payment-390');
  await pix.getByRole('button', { name: 'Simular pagamento' }).click();
  await expect(page.getByRole('dialog', { name: 'Pagamento Confirmado' })).toBeVisible();
  await shoot(page, 'pix-confirmed-390');
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 6000 });
  await expect(page.getByTestId('credits-balance')).toHaveText('12');
  await page.waitForLoadState('networkidle');
  await shoot(page, 'credits-390', { fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});

test('a payment made elsewhere reaches the open screen through the realtime stream', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await createSignedInUser(page);
  // The sidebar balance comes from `me`, which nothing polls: only the stream can refresh it.
  await expect(page.getByTestId('sidebar-credits')).toHaveText('2 créditos');
  await page.waitForLoadState('networkidle');
  const headers = { authorization: `Bearer ${await readAccessToken(page)}` };
  const created = await page.request.post('/api/create-pix-payment', {
    headers,
    data: { packageId: 'popular' },
  });
  expect(created.status()).toBe(201);
  const { paymentId } = (await created.json()) as { paymentId: string };
  const paid = await page.request.post(`/api/pix-payment/${paymentId}/simulate`, { headers });
  expect(paid.status()).toBe(200);
  await expect(page.getByTestId('sidebar-credits')).toHaveText('27 créditos');
  await expect(page.getByTestId('dashboard-balance')).toHaveText('27');
});

test('a failed PIX creation shows the error toast and closes the modal', async ({ page }) => {
  await createSignedInUser(page);
  await page.route('**/api/create-pix-payment', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Erro ao criar pagamento PIX', code: 'service_unavailable' }),
    }),
  );
  await page.goto('/creditos');
  await packCard(page, 'Starter').getByRole('button', { name: 'Comprar Agora' }).click();
  await expect(page.getByText('Erro ao criar pagamento PIX')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test("a charge without its code reads 'Erro ao carregar dados do PIX'", async ({ page }) => {
  await createSignedInUser(page);
  await page.route('**/api/create-pix-payment', async (route) => {
    const response = await route.fetch();
    const { paymentId, vencimento } = (await response.json()) as { paymentId: string; vencimento: string };
    await route.fulfill({ response, json: { paymentId, vencimento } });
  });
  await page.goto('/creditos');
  await packCard(page, 'Starter').getByRole('button', { name: 'Comprar Agora' }).click();
  await expect(page.getByRole('dialog', { name: 'Pagamento PIX' }).getByRole('alert')).toHaveText(
    'Erro ao carregar dados do PIX',
  );
  await expectAccessible(page);
});

test("past its vencimento the countdown reads 'Expirado' and the status is still polled", async ({
  page,
}) => {
  await createSignedInUser(page);
  await page.route('**/api/create-pix-payment', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: { ...json, vencimento: new Date(Date.now() - 1000).toISOString() },
    });
  });
  const polls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/pix-payment\/[^/]+\/status$/.test(request.url())) polls.push(request.url());
  });
  await page.goto('/creditos');
  await packCard(page, 'Starter').getByRole('button', { name: 'Comprar Agora' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagamento PIX' });
  await expect(dialog.getByText('Expirado', { exact: true })).toBeVisible();
  await expect.poll(() => polls.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
});

test("on a phone the history shows 10 entries and then 'Ver tudo (N)'", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const user = await createSignedInUser(page);
  await withE2EDatabase(async (client) => {
    const { rows } = await client.query<{ id: string }>(
      'select id from profiles where lower(email) = lower($1)',
      [user.email],
    );
    const userId = rows[0]?.id;
    for (let index = 1; index <= 11; index++) {
      await client.query(
        `insert into credit_ledger (id_usuario, kind, delta, saldo_apos, descricao, created_at)
         values ($1, 'ajuste_admin', 1, $2::int, $3, now() + make_interval(secs => $4::int))`,
        [userId, 2 + index, `Cortesia ${index}`, index],
      );
    }
    await client.query('update creditos set saldo_atual = 13 where id_usuario = $1', [userId]);
  });
  await page.goto('/creditos');
  const items = page.getByTestId('credit-history-item');
  await expect(items).toHaveCount(10);
  await expect(items.first()).toContainText('Cortesia 11');
  await page.getByRole('button', { name: 'Ver tudo (12)' }).click();
  await expect(items).toHaveCount(12);
  await expect(items.last()).toContainText('Bônus de cadastro');

  await page.setViewportSize(DESKTOP);
  await page.reload();
  await expect(items).toHaveCount(12);
  await expect(page.getByRole('button', { name: /Ver tudo/ })).toHaveCount(0);
});

test('admins see no balance and no purchase buttons on /creditos', async ({ page }) => {
  await loginAs(page, ADMIN.email, ADMIN.senha);
  await page.goto('/creditos');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus Créditos' })).toBeVisible();
  await expect(page.getByText('Contas de administrador não usam créditos')).toBeVisible();
  await expect(page.getByRole('button', { name: /Comprar/ })).toHaveCount(0);
  await expect(page.getByTestId('credits-balance')).toHaveCount(0);
  await expectAccessible(page);
});
