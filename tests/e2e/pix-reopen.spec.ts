import { expect, expectAccessible, test } from './fixtures';
import { createSignedInUser } from './helpers/auth';

const SCREENS = 'test-results/screens';

test('a PIX charge left by the back button is reopened from the history, and buying the same pack again reuses it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await createSignedInUser(page);
  await page.goto('/creditos');
  await page.getByRole('article', { name: 'Starter' }).getByRole('button', { name: 'Comprar Agora' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagamento PIX' });
  const code = dialog.getByLabel('PIX copia e cola');
  await expect(code).toHaveValue(/^000201/);
  const firstCode = await code.inputValue();
  // On a phone the sandbox's button is on screen without scrolling.
  await expect(dialog.getByRole('button', { name: 'Simular pagamento' })).toBeInViewport();
  await page.screenshot({ path: `${SCREENS}/pix-payment-390.png` });

  // Back closes the dialog and stays on the page; the charge waits in the history.
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/creditos$/);
  const pending = page.getByTestId('credit-history-item').filter({ hasText: 'Pendente' });
  await expect(pending).toHaveCount(1);
  await pending.getByRole('button', { name: 'Ver QR Code do PIX' }).click();
  await expect(code).toHaveValue(firstCode);
  await expect(dialog.getByRole('img', { name: /QR Code do PIX de R\$ 59,90/ })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/pix-reopened-390.png` });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();

  // The same pack again: the open charge, not a second one to pay twice.
  await page.getByRole('article', { name: 'Starter' }).getByRole('button', { name: 'Comprar Agora' }).click();
  await expect(code).toHaveValue(firstCode);
  await dialog.getByRole('button', { name: 'Simular pagamento' }).click();
  await expect(page.getByRole('dialog', { name: 'Pagamento Confirmado' })).toBeVisible();
  await expect(page.getByTestId('credit-history-item').filter({ hasText: 'Pendente' })).toHaveCount(0);
});
