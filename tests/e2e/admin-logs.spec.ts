import { captureScreen, signInAsAdmin, withE2EDatabase } from './admin-kit';
import { expect, expectAccessible, test } from './fixtures';
import { buildUser, registerAndVerify } from './helpers/auth';

test('an admin filters the system logs by action, user, IP and free text, and reads an entry', async ({
  page,
}) => {
  // Two screen sizes and a dozen filter round trips.
  test.setTimeout(120_000);
  const user = await registerAndVerify(page, buildUser({ nome: 'Elisa Registro' }));
  // Two sign-ins of hers, through the API: two 'login' entries with her id.
  let userId = '';
  for (let attempt = 0; attempt < 2; attempt++) {
    const response = await page.request.post('/api/auth/login', {
      data: { email: user.email, senha: user.senha },
      headers: { 'user-agent': 'E2E-Agent/1.0 (logs)' },
    });
    expect(response.status()).toBe(200);
    userId = ((await response.json()) as { user: { id: string } }).user.id;
  }

  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Logs', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Logs do Sistema' })).toBeVisible();
  await expect(page.getByText(/^Pág\. 1 \/ \d+ — \d+/)).toBeVisible();
  await captureScreen(page, 'admin-logs');

  const table = page.getByRole('table', { name: 'Eventos do sistema' });
  const bodyRows = table.locator('tbody tr');
  // At 1280 px beside the menu the table fits its box: no row's 'Ver' button is cut off.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(bodyRows.first()).toBeVisible();
  const box = await table.evaluate((element) => {
    const container = element.parentElement as HTMLElement;
    return { scroll: container.scrollWidth, client: container.clientWidth };
  });
  expect(box.scroll).toBeLessThanOrEqual(box.client);

  await page.getByLabel('ID do usuário (UUID)').fill(userId.slice(0, 8));
  await expect(page.getByText('ID de usuário inválido.')).toBeVisible();
  await page.getByLabel('ID do usuário (UUID)').fill(userId);
  await expect(page.getByText('ID de usuário inválido.')).toHaveCount(0);
  // Her sign-up and her verification do not log in; the two API sign-ins do.
  await page.getByLabel('Ação', { exact: true }).fill('login');
  await expect(bodyRows).toHaveCount(2);
  await expect(page.getByText('Pág. 1 / 1 — 2')).toBeVisible();
  for (const row of await bodyRows.all()) {
    await expect(row).toContainText('Elisa Registro');
    await expect(row).toContainText(user.email);
    // The action in words; the code stays in the details dialog and in the filter.
    await expect(row).toContainText('Login');
    await expect(row).not.toContainText('login');
  }
  await expect(
    page.getByTestId('stat-card').or(page.locator('[data-slot="stat-card"]')).filter({ hasText: 'Logins' }),
  ).toContainText('2');

  await page.getByLabel('IP', { exact: true }).fill('203.0.113.250');
  await expect(page.getByText('Nenhum evento encontrado')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page.getByLabel('Ação', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('IP', { exact: true })).toHaveValue('');

  await page.getByLabel('Busca', { exact: true }).fill('elisa registro');
  await expect(bodyRows.first()).toContainText('Elisa Registro');
  await bodyRows
    .first()
    .getByRole('button', { name: /^Ver detalhes do evento/ })
    .click();
  const details = page.getByRole('dialog', { name: 'Detalhes do Evento' });
  await expect(details).toContainText('Elisa Registro');
  await expect(details).toContainText('E2E-Agent/1.0 (logs)');
  await expect(details.getByText('login', { exact: true })).toBeVisible();
  await expect(details.locator('pre')).toBeVisible();
  await captureScreen(page, 'admin-logs-details', { dialog: true });
  await page.keyboard.press('Escape');
  await expectAccessible(page);

  // On a phone, the longest action labels wrap under the time: the view button stays on screen, no sideways
  // scrolling of the table.
  await withE2EDatabase((client) =>
    client.query(
      `insert into logs (id_usuario, acao, detalhes, ip) values
       ($1, 'chamado_status', '{}', '203.0.113.9'), ($1, 'admin_excluir_usuario', '{}', '203.0.113.9')`,
      [userId],
    ),
  );
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await page.getByLabel('IP', { exact: true }).fill('203.0.113.9');
  await expect(bodyRows).toHaveCount(2);
  await expect(bodyRows.first()).toContainText('Usuário excluído');
  await page.setViewportSize({ width: 390, height: 844 });
  const scroller = page.locator('[data-slot="table-container"]');
  await expect
    .poll(() => scroller.evaluate((element) => element.scrollWidth - element.clientWidth))
    .toBeLessThanOrEqual(0);
  for (const button of await table.getByRole('button', { name: /^Ver detalhes do evento/ }).all()) {
    const box = await button.boundingBox();
    expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  }
  await captureScreen(page, 'admin-logs-phone-long-actions');
});
