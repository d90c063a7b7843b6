import { expect, expectAccessible, test } from './fixtures';
import { loginAs, registerAndVerify } from './helpers/auth';

const SCREENS = 'test-results/screens';

test('after five sign-ins elsewhere, "Onde você está conectado" shows this device and one line for the five', async ({
  page,
}) => {
  const user = await registerAndVerify(page);
  // Five sign-ins of the same browser on the same network, made through the API (each one a session).
  for (let index = 0; index < 5; index++) {
    const response = await page.request.post('/api/auth/login', {
      data: { email: user.email, senha: user.senha },
    });
    expect(response.status()).toBe(200);
  }
  await loginAs(page, user.email, user.senha);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/conta');
  const rows = page.getByRole('list', { name: 'Sessões ativas' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Este dispositivo');
  await expect(rows.nth(1)).toContainText('5 sessões');
  await expect(rows.nth(1)).toContainText(/Última atividade em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(rows.nth(1)).toContainText(/Rede [\d.:a-f]+\/(24|48)/);
  const region = page.getByRole('region', { name: 'Onde você está conectado' });
  await region.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/account-sessions-1280.png` });

  await page.getByRole('button', { name: 'Sair de todos os outros dispositivos' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('5 dispositivos sairão da sua conta agora.');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Sair dos outros' }).click();
  await expect(page.getByText('5 dispositivos desconectados.')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await region.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/account-sessions-390.png` });
});
