import { getAdminToken, SCREENS, signInAsAdmin } from './admin-kit';
import { expect, expectAccessible, test } from './fixtures';
import { fillLoginForm, loginAs, registerAndVerify } from './helpers/auth';
import { withE2EDatabase } from './helpers/database';
import { findLinkInMail, readLatestMail } from './helpers/outbox';

test.describe('Chamados: a conversation both ways', () => {
  test('the team answers on /chamados, the user reads it live on "Meus chamados" and by e-mail, and replies', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const user = await registerAndVerify(page);
    await loginAs(page, user.email, user.senha);
    // The ticket itself is opened through the API: the form has its own spec (support.spec.ts).
    const login = await page.request.post('/api/auth/login', {
      data: { email: user.email, senha: user.senha },
    });
    const token = ((await login.json()) as { access_token: string }).access_token;
    const opened = await page.request.post('/api/support/report', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title: 'Créditos não apareceram',
        description: 'Paguei o PIX e o saldo não mudou.',
        phone: '11987654321',
      },
    });
    expect(opened.status()).toBe(201);
    const { ticketId } = (await opened.json()) as { ticketId: string };

    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Meus chamados' })
      .click();
    const item = page.getByRole('link', { name: /Créditos não apareceram/ });
    await expect(item).toContainText(/TKT-\d{4}/);
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/meus-chamados/${ticketId}$`));
    const thread = page.getByRole('list', { name: 'Conversa do chamado' });
    await expect(thread).toContainText('Paguei o PIX e o saldo não mudou.');

    // The admin answers in another browser; the user's open screen shows it without a reload.
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    await admin.goto('/chamados');
    await admin.getByLabel('Buscar').fill(user.email);
    await admin.getByRole('button', { name: /Ver detalhes do chamado/ }).click();
    const details = admin.getByRole('dialog', { name: /Créditos não apareceram/ });
    await details
      .getByLabel('Responder ao usuário')
      .fill('Olá! O pagamento foi localizado e os créditos já estão na sua conta.');
    const sentAt = Date.now();
    await details.getByRole('button', { name: 'Enviar resposta' }).click();
    await expect(admin.getByText('Resposta enviada ao usuário.')).toBeVisible();
    await expect(details.getByRole('list', { name: 'Conversa do chamado' })).toContainText(
      'os créditos já estão',
    );
    await expect(details.getByLabel('Status do chamado')).toContainText('Em andamento');
    await admin.screenshot({ path: `${SCREENS}/admin-ticket-conversation-1280.png` });
    await expectAccessible(admin);

    await expect(thread).toContainText('os créditos já estão na sua conta');
    await expect(thread).toContainText('Equipe Carrossel');
    const mail = await readLatestMail(user.email, {
      subject: /Resposta ao seu chamado/,
      after: sentAt - 1000,
    });
    expect(mail.text).toContain('os créditos já estão na sua conta');
    expect(findLinkInMail(mail, /\/meus-chamados\//)).toContain(`/meus-chamados/${ticketId}`);

    await page.getByLabel('Sua resposta').fill('Obrigada, apareceu aqui!');
    await page.getByRole('button', { name: 'Enviar resposta' }).click();
    await expect(thread).toContainText('Obrigada, apareceu aqui!');
    await expect(page.getByLabel('Sua resposta')).toHaveValue('');

    // A status change is announced in the thread, live, and by e-mail.
    await details.getByLabel('Status do chamado').click();
    await admin.getByRole('option', { name: 'Resolvido' }).click();
    await details.getByRole('button', { name: 'Salvar status' }).click();
    await expect(thread).toContainText('Status: Resolvido');
    await readLatestMail(user.email, { subject: /Resolvido/, after: sentAt - 1000 });
    await adminContext.close();

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SCREENS}/my-ticket-1280.png`, fullPage: true });
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SCREENS}/my-ticket-390.png`, fullPage: true });
    await page.goto('/meus-chamados');
    await expect(page.getByRole('link', { name: /Créditos não apareceram/ })).toContainText('Resolvido');
    await page.screenshot({ path: `${SCREENS}/my-tickets-390.png`, fullPage: true });
    await expectAccessible(page);
  });

  test('a blocked user writes to the team from the login screen and gets the acknowledgement by e-mail', async ({
    page,
  }) => {
    const user = await registerAndVerify(page);
    await withE2EDatabase((client) =>
      client.query("update profiles set status = 'bloqueado' where lower(email) = $1", [user.email]),
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await fillLoginForm(page, user.email, user.senha);
    await page.getByRole('button', { name: 'Entrar na Conta' }).click();
    await expect(page.getByText('Sua conta está bloqueada. Fale com o suporte.')).toBeVisible();
    await page.getByRole('button', { name: 'Falar com o suporte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Falar com o suporte' });
    await expect(dialog.getByLabel('E-mail da conta')).toHaveValue(user.email);
    await dialog.getByLabel('Mensagem').fill('Acho que minha conta foi bloqueada por engano.');
    await page.screenshot({ path: `${SCREENS}/blocked-support-390.png` });
    await expectAccessible(page);
    const sentAt = Date.now();
    await dialog.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(dialog).toContainText('Recebemos sua mensagem.');
    const ack = await readLatestMail(user.email, { subject: /Recebemos seu chamado/, after: sentAt - 1000 });
    expect(ack.text).toContain('Conta bloqueada');
    // The admin finds it on /chamados like any other ticket.
    const token = await getAdminToken(page);
    const list = await page.request.get(`/api/admin/support-tickets?q=${encodeURIComponent(user.email)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await list.json()) as { total: number }).total).toBe(1);
  });
});
