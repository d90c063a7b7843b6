import { captureScreen } from './admin-kit';
import { expect, test } from './fixtures';
import { buildUser, loginAs, registerAndVerify } from './helpers/auth';
import { findLinkInMail, readLatestMail } from './helpers/outbox';

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

    // E-mail: the change waits for the link sent to the new address.
    const emailCard = page.getByRole('region', { name: 'E-mail', exact: true });
    const newEmail = `novo-${user.email}`;
    const askedAt = Date.now();
    await emailCard.getByLabel(/^Novo e-mail/).fill(newEmail);
    await emailCard.getByLabel(/^Sua senha/).fill(user.senha);
    await emailCard.getByRole('button', { name: 'Enviar link de confirmação' }).click();
    await expect(emailCard.getByRole('status')).toContainText(`Aguardando confirmação de ${newEmail}`);

    // Preferences: carousel ready starts on, news off; a switch saves at once.
    const news = page.getByRole('switch', { name: 'Novidades' });
    await expect(page.getByRole('switch', { name: 'Carrossel pronto' })).toBeChecked();
    await expect(news).not.toBeChecked();
    await news.click();
    await expect(page.getByText('Preferência salva.')).toBeVisible();
    await captureScreen(page, 'account');

    const mail = await readLatestMail(newEmail, { subject: /novo e-mail/, after: askedAt });
    await page.goto(new URL(findLinkInMail(mail, /\/confirmar-email\//)).pathname);
    await expect(page.getByRole('heading', { name: 'E-mail alterado!' })).toBeVisible();
    await page.getByRole('link', { name: 'Ir para Minha conta' }).click();
    await expect(page.getByRole('region', { name: 'E-mail', exact: true })).toContainText(newEmail);
    await expect(page.getByRole('switch', { name: 'Novidades' })).toBeChecked();
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
