import type { Page } from '@playwright/test';
import { ADMIN, expect, expectAccessible, test } from './fixtures';
import { createSignedInUser, loginAs } from './helpers/auth';

const SCREENS = 'test-results/screens';

async function openSupportFromSideMenu(page: Page) {
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('button', { name: 'Abrir Chamado' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Abrir Chamado' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('Abrir Chamado', () => {
  test('a user opens a ticket from the side menu, sees the protocol, and an admin works it on Chamados', async ({
    page,
  }) => {
    // Two accounts, two screen sizes: more than the default minute on a busy machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 860 });
    const user = await createSignedInUser(page, { nome: 'Lívia Campos' });
    const dialog = await openSupportFromSideMenu(page);
    const submit = dialog.getByRole('button', { name: 'Enviar chamado' });
    await expect(submit).toBeDisabled();

    await dialog.getByLabel('Título').fill('Download não inicia');
    await dialog.getByLabel('Descrição').fill('Cliquei em baixar no histórico e nada aconteceu.');
    const phone = dialog.getByLabel('Telefone (WhatsApp)');
    await phone.pressSequentially('1198765432');
    await expect(phone).toHaveValue('(11) 9 8765-432');
    await expect(dialog.getByTestId('phone-hint')).toHaveText('Informe DDD (2) + número (9 dígitos).');
    await expect(submit).toBeDisabled();
    await phone.press('1');
    await expect(phone).toHaveValue('(11) 9 8765-4321');
    await expect(dialog.getByTestId('phone-hint')).toHaveText('Formato válido.');
    await expect(submit).toBeEnabled();
    await page.screenshot({ path: `${SCREENS}/support-modal-1280.png` });
    await expectAccessible(page);

    await submit.click();
    const toast = page.getByText(/^Chamado aberto com sucesso! Protocolo: TKT-\d{4}$/);
    await expect(toast).toBeVisible();
    const protocol = ((await toast.textContent()) ?? '').replace(/^.*Protocolo: /, '');
    await expect(dialog.getByText(protocol)).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/support-modal-success-1280.png` });
    // The success state closes the modal by itself after 1.5 s.
    await expect(dialog).toBeHidden({ timeout: 4000 });

    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('button', { name: 'Sair' })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await loginAs(page, ADMIN.email, ADMIN.senha);
    await page.goto('/chamados');
    await page.getByLabel('Buscar').fill(user.email);
    const row = page.getByRole('row').filter({ hasText: protocol });
    await expect(row).toContainText('Download não inicia');
    await expect(row).toContainText('Lívia Campos');
    await page.screenshot({ path: `${SCREENS}/admin-tickets-1280.png`, fullPage: true });
    await expectAccessible(page);

    await row.getByRole('button', { name: `Ver detalhes do chamado ${protocol}` }).click();
    const details = page.getByRole('dialog', { name: new RegExp(`Chamado ${protocol}`) });
    await expect(details).toContainText('(11) 9 8765-4321');
    await expect(details).toContainText('/dashboard');
    // The default severity, in Portuguese (stored as 'medium').
    await expect(details).toContainText('GravidadeMédia');
    await page.screenshot({ path: `${SCREENS}/admin-ticket-details-1280.png` });
    await expectAccessible(page);
    await details.getByLabel('Status do chamado').click();
    await page.getByRole('option', { name: 'Em andamento' }).click();
    await details.getByRole('button', { name: 'Salvar status' }).click();
    await expect(page.getByText('Status atualizado com sucesso!')).toBeVisible();
    await expect(details).toBeHidden();
    await expect(row).toContainText('Em andamento');
    await page.setViewportSize({ width: 390, height: 844 });
    // Poll: what was open at 1280 px (the toast, the closing dialog) takes a moment to lay out again at 390.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 8000 })
      .toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SCREENS}/admin-tickets-390.png`, fullPage: true });
    await expectAccessible(page);
  });

  test('the form cuts input at the limits, counts characters and explains what is missing', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 860 });
    await createSignedInUser(page);
    const dialog = await openSupportFromSideMenu(page);
    const title = dialog.getByLabel('Título');
    await title.fill('x'.repeat(130));
    await expect(title).toHaveValue('x'.repeat(120));
    await expect(dialog.getByText('120/120')).toBeVisible();
    const description = dialog.getByLabel('Descrição');
    await description.fill('   curto ');
    await description.blur();
    await expect(dialog.getByText('A descrição deve ter pelo menos 8 caracteres.')).toBeVisible();
    await description.fill('d'.repeat(2100));
    await expect(description).toHaveValue('d'.repeat(2000));
    await expect(dialog.getByText('2000/2000')).toBeVisible();
    await title.fill('   ');
    await title.blur();
    await expect(dialog.getByText('Informe o título do chamado.')).toBeVisible();
    await dialog.getByLabel('Telefone (WhatsApp)').fill('(11) 9 8765-43219999');
    await expect(dialog.getByLabel('Telefone (WhatsApp)')).toHaveValue('(11) 9 8765-4321');
    await expect(dialog.getByRole('button', { name: 'Enviar chamado' })).toBeDisabled();
  });

  test('server and network failures show the spec messages, and the form stays for a retry', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await createSignedInUser(page);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Abrir Chamado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Abrir Chamado' });
    // Nothing typed yet: no field complains, and focus stayed in the form as the menu closed.
    await expect(dialog.getByLabel('Título')).toBeFocused();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog.getByText('Informe o título do chamado.')).toHaveCount(0);
    await page.screenshot({ path: `${SCREENS}/support-modal-pristine-390.png` });
    await dialog.getByLabel('Título').fill('Erro ao pagar');
    await dialog.getByLabel('Descrição').fill('O QR Code não aparece na tela de pagamento.');
    await dialog.getByLabel('Telefone (WhatsApp)').fill('21912345678');
    await page.screenshot({ path: `${SCREENS}/support-modal-390.png` });
    await expectAccessible(page);
    const submit = dialog.getByRole('button', { name: 'Enviar chamado' });

    await page.route('**/api/support/report', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '42' },
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Muitas tentativas.', code: 'rate_limited' }),
      }),
    );
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText('Muitos chamados agora. Tente novamente em 42s.');

    await page.unroute('**/api/support/report');
    await page.route('**/api/support/report', (route) => route.abort('internetdisconnected'));
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Falha de rede. Verifique sua conexão e tente novamente.',
    );

    await page.unroute('**/api/support/report');
    await page.route('**/api/support/report', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }),
    );
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Não foi possível enviar agora. Tente novamente em instantes.',
    );
    await expect(dialog.getByLabel('Título')).toHaveValue('Erro ao pagar');

    await page.unroute('**/api/support/report');
    await submit.click();
    await expect(page.getByText(/^Chamado aberto com sucesso! Protocolo: TKT-\d{4}$/)).toBeVisible();
  });
});
