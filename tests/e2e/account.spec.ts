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
  test('Baixar meus dados gives a ZIP link, and Excluir conta asks for EXCLUIR and the password, then signs out for good', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const user = await registerAndVerify(page, buildUser({ nome: 'Otávio Prado' }));
    await loginAs(page, user.email, user.senha);
    await page.goto('/conta');

    const data = page.getByRole('region', { name: 'Baixar meus dados' });
    await data.getByRole('button', { name: 'Preparar meus dados' }).click();
    // The job builds the ZIP in the background; the section asks again on its own until it is ready.
    const download = data.getByRole('link', { name: /^Baixar meus dados \(ZIP/ });
    await expect(download).toBeVisible({ timeout: 60_000 });
    await expect(data.getByTestId('account-export-status')).toContainText(
      /O link funciona até \d{2}\/\d{2}\/\d{4}/,
    );
    const zip = await page.request.get((await download.getAttribute('href')) ?? '');
    expect(zip.status()).toBe(200);
    expect([...(await zip.body()).subarray(0, 2)]).toEqual([0x50, 0x4b]);
    // The state is the server's: a reload still offers the link.
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Baixar meus dados' })
        .getByRole('link', { name: /^Baixar meus dados/ }),
    ).toBeVisible();

    await page.getByRole('region', { name: 'Excluir conta' }).scrollIntoViewIfNeeded();
    await captureScreen(page, 'account-data-rights');

    const danger = page.getByRole('region', { name: 'Excluir conta' });
    await danger.getByRole('button', { name: 'Excluir minha conta' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Excluir sua conta para sempre?' });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Excluir conta para sempre' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(/^Digite EXCLUIR/).fill('excluir');
    await dialog.getByLabel(/^Sua senha/).fill('senha-errada-123');
    await confirm.click();
    await expect(dialog.getByRole('alert')).toHaveText('Senha incorreta. A conta não foi excluída.');
    await captureScreen(page, 'account-delete-dialog', { dialog: true });

    await dialog.getByLabel(/^Sua senha/).fill(user.senha);
    await confirm.click();
    await expect(page).toHaveURL(/\/conta-excluida$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sua conta foi excluída' })).toBeVisible();
    await captureScreen(page, 'account-deleted');

    // Gone for good: the old password no longer signs in, and /conta asks for a sign-in.
    await page.goto('/conta');
    await expect(page).toHaveURL(/\/login/);
    const login = await page.request.post('/api/auth/login', {
      data: { email: user.email, senha: user.senha },
    });
    expect(login.status()).toBe(401);
  });
});
