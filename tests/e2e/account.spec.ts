import { captureScreen } from './admin-kit';
import { expect, test } from './fixtures';
import { buildUser, loginAs, registerAndVerify } from './helpers/auth';

test.describe('/conta', () => {
  test('a cliente opens Minha conta from the menu and changes their name, seen in the menu at once', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const user = await registerAndVerify(page, buildUser({ nome: 'Lívia Campos' }));
    await loginAs(page, user.email, user.senha);
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Minha conta' })
      .click();
    await expect(page).toHaveURL(/\/conta$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();

    const nameCard = page.getByRole('region', { name: 'Seu nome' });
    const name = nameCard.getByLabel('Nome completo');
    await expect(name).toHaveValue('Lívia Campos');
    await name.fill('L');
    await nameCard.getByRole('button', { name: 'Salvar nome' }).click();
    await expect(nameCard.getByRole('alert')).toHaveText('Nome deve ter pelo menos 2 caracteres');
    await name.fill('Lívia Campos Reis');
    await nameCard.getByRole('button', { name: 'Salvar nome' }).click();
    await expect(page.getByText('Nome atualizado.')).toBeVisible();
    await expect(
      page.getByRole('complementary', { name: 'Barra lateral' }).getByText('Lívia Campos Reis'),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Seu nome' }).getByLabel('Nome completo')).toHaveValue(
      'Lívia Campos Reis',
    );
    await captureScreen(page, 'account');
  });
});
