import { expect, test } from './fixtures';
import { fillLoginForm, loginAs, registerAndVerify } from './helpers/auth';
import { findLinkInMail, readLatestMail } from './helpers/outbox';
import { shootBoth } from './helpers/screens';

test('the owner invites through /espaco, the colleague accepts the e-mailed link in another browser and is listed', async ({
  page,
  browser,
}) => {
  // Two browsers, two accounts and two screens shot at two widths: longer than one screen's default.
  test.slow();
  const owner = await registerAndVerify(page);
  const colleague = await registerAndVerify(page);
  const login = await page.request.post('/api/auth/login', {
    data: { email: owner.email, senha: owner.senha },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const created = await page.request.post('/api/workspaces', {
    headers: { authorization: `Bearer ${token}` },
    data: { nome: 'Agência Aurora' },
  });
  const { id } = (await created.json()) as { id: string };

  await loginAs(page, owner.email, owner.senha);
  await page.goto(`/espaco/${id}`);
  await expect(page.getByRole('heading', { name: 'Agência Aurora' })).toBeVisible();
  const startedAt = Date.now();
  const invite = page.getByRole('region', { name: 'Convidar pessoas' });
  await invite.getByLabel('E-mail').fill(colleague.email);
  await invite.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(invite.getByRole('list', { name: 'Convites pendentes' })).toContainText(colleague.email);
  await shootBoth(page, 'workspace-settings');

  const mail = await readLatestMail(colleague.email, { subject: /convidou você/, after: startedAt });
  const link = new URL(findLinkInMail(mail, /\/convite\//));

  const other = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const second = await other.newPage();
  await second.goto(link.pathname);
  await expect(
    second.getByText(/convidou .* para o espaço de trabalho “Agência Aurora” como Editor/),
  ).toBeVisible();
  await shootBoth(second, 'workspace-invite');
  await second.getByRole('link', { name: 'Entrar para aceitar' }).click();
  await fillLoginForm(second, colleague.email, colleague.senha);
  await second.getByRole('button', { name: 'Entrar na Conta' }).click();
  await second.waitForURL((url) => url.pathname === link.pathname);
  await second.getByRole('button', { name: 'Aceitar convite' }).click();
  await second.waitForURL(`**/espaco/${id}`);
  await expect(second.getByRole('button', { name: 'Sair do espaço' })).toBeVisible();
  await shootBoth(second, 'workspace-settings-member');
  await other.close();

  await page.reload();
  await expect(page.getByRole('list', { name: 'Membros do espaço' })).toContainText(colleague.email);
  await expect(page.getByRole('list', { name: 'Convites pendentes' })).toHaveCount(0);
});
