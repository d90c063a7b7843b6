import type { APIRequestContext } from '@playwright/test';
import { REFUND_MESSAGES } from '../../src/shared/payments/admin';
import { captureScreen, getAdminToken, SCREENS, signInAsAdmin } from './admin-kit';
import { expect, expectAccessible, test } from './fixtures';
import { buildUser, type E2EUser, loginAs, registerAndVerify } from './helpers/auth';

/** A paid Starter purchase (10 credits, R$ 59,90) through the sandbox provider the e2e server runs with. */
async function buyStarterPack(request: APIRequestContext, user: E2EUser): Promise<void> {
  const login = await request.post('/api/auth/login', { data: { email: user.email, senha: user.senha } });
  expect(login.status()).toBe(200);
  const { access_token } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${access_token}` };
  const created = await request.post('/api/create-pix-payment', { headers, data: { packageId: 'starter' } });
  expect(created.status()).toBe(201);
  const { paymentId } = (await created.json()) as { paymentId: string };
  const paid = await request.post(`/api/pix-payment/${paymentId}/simulate`, { headers });
  expect(paid.status()).toBe(200);
}

/** An admin credit adjustment through the API (the users screen has its own spec). */
async function adjustCredits(
  request: APIRequestContext,
  adminToken: string,
  userId: string,
  quantidade: number,
) {
  const response = await request.post(`/api/admin/users/${userId}/credit-adjustments`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { quantidade, motivo: 'Ajuste do teste de estorno' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('an admin refunds a purchase with a reason; a refusal is said in the dialog; the user sees "Estorno"', async ({
  page,
  browser,
}) => {
  const user = await registerAndVerify(page, buildUser({ nome: 'Renata Estorno' }));
  await buyStarterPack(page.request, user);

  await signInAsAdmin(page);
  await page
    .getByRole('navigation', { name: 'Menu administrativo' })
    .filter({ visible: true })
    .getByRole('link', { name: 'Pagamentos' })
    .click();
  await expect(page).toHaveURL(/\/pagamentos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamentos' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: user.email });
  await expect(row).toContainText('R$ 59,90');
  await expect(row).toContainText('Pago');
  await captureScreen(page, 'admin-payments');

  // Spend part of the pack (here by an admin adjustment): the 10 credits can no longer leave the balance of 7.
  const adminToken = await getAdminToken(page);
  const list = await page.request.get('/api/admin/payments?page=1', {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const { items } = (await list.json()) as { items: { usuario: { id: string; email: string } }[] };
  const userId = items.find((item) => item.usuario.email === user.email)?.usuario.id;
  if (!userId) throw new Error('the purchase is not on the first page');
  await adjustCredits(page.request, adminToken, userId, -5);

  await row.getByRole('button', { name: /^Estornar pagamento de Renata Estorno/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Estornar pagamento' });
  await expect(dialog).toContainText('10 créditos deste pacote serão removidos do saldo do usuário');
  await dialog.getByRole('button', { name: 'Estornar' }).click();
  await expect(dialog.getByText(REFUND_MESSAGES.reasonRequired)).toBeVisible();
  await dialog.getByLabel('Motivo do estorno').fill('Compra feita por engano');
  await dialog.getByRole('button', { name: 'Estornar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(REFUND_MESSAGES.creditsSpent);
  await captureScreen(page, 'admin-refund-dialog', { dialog: true });

  // The balance is whole again: the same request (same key; a refusal is not kept) now goes through.
  await adjustCredits(page.request, adminToken, userId, 5);
  await dialog.getByRole('button', { name: 'Estornar' }).click();
  await expect(page.getByText(REFUND_MESSAGES.done)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Estornado');
  await expect(row).toContainText('Compra feita por engano');
  await expect(row.getByRole('button', { name: /^Estornar/ })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SCREENS}/admin-payments-refunded-1280.png`, fullPage: true });

  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const userPage = await context.newPage();
  await loginAs(userPage, user.email, user.senha);
  await userPage.goto('/creditos');
  await expect(userPage.getByText('Estorno: Compra de créditos (Starter)')).toBeVisible();
  await expect(userPage.getByTestId('credits-balance')).toHaveText('2');
  await expectAccessible(userPage);
  await context.close();
});
