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

  test('changing the password signs out the other browser at once and keeps this one', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const user = await registerAndVerify(page, buildUser({ nome: 'Otávio Mendes' }));
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await loginAs(otherPage, user.email, user.senha);
    await otherPage.goto('/historico');
    await loginAs(page, user.email, user.senha);
    await page.goto('/conta');

    const sessions = page.getByRole('list', { name: 'Sessões ativas' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByRole('listitem').first()).toContainText('Este dispositivo');

    const card = page.getByRole('region', { name: 'Senha' });
    await card.getByLabel('Senha atual').fill('nao-e-a-senha');
    await card.getByLabel(/^Nova senha/).fill('uma-senha-nova-forte');
    await card.getByLabel('Confirme a nova senha').fill('uma-senha-nova-forte');
    await card.getByRole('button', { name: 'Trocar senha' }).click();
    await expect(card.getByRole('alert')).toHaveText('Senha atual incorreta.');
    await expect(card.getByLabel('Senha atual')).toBeFocused();

    await card.getByLabel('Senha atual').fill(user.senha);
    await card.getByRole('button', { name: 'Trocar senha' }).click();
    await expect(page.getByText('Senha alterada. Os outros dispositivos foram desconectados.')).toBeVisible();
    await expect(otherPage).toHaveURL(/\/login$/);
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
    await other.close();
  });
});
