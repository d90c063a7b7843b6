import { expect, test } from './fixtures';
import { buildUser, fillLoginForm, loginAs, registerAndVerify } from './helpers/auth';
import { withE2EDatabase } from './helpers/database';
import { findLinkInMail, readLatestMail } from './helpers/outbox';
import { shootBoth } from './helpers/screens';

test('the owner invites through /espaco, the colleague accepts the e-mailed link in another browser and is listed', async ({
  page,
  browser,
}) => {
  // Two browsers, two accounts and five screens shot at two widths (axe on each): longer than a tripled default.
  test.setTimeout(360_000);
  const owner = await registerAndVerify(page, buildUser({ nome: 'Ana Aurora' }));
  const colleague = await registerAndVerify(page, buildUser({ nome: 'Bruno Lima' }));
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

  // The owner's activity list says who joined (docs/workspaces.md, "Quem fez o quê").
  const activity = page.getByRole('region', { name: 'Atividade' });
  await expect(activity.getByTestId('workspace-activity-entry').first()).toContainText(
    'Bruno Lima entrou no espaço como Editor',
  );
  await shootBoth(page, 'workspace-activity');

  // A team carousel Bruno created, Ana edited and published: its history card names them.
  await withE2EDatabase(async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `insert into carrosseis (id_usuario, id_workspace, tipo_carrossel, campos_personalizados, status, objetivo,
         tema, data_finalizacao, editado_por)
       select b.id, $1, 'convencer', '{}', 'concluido', 'convencer', 'Cinco erros ao precificar serviços', now(), a.id
         from profiles b, profiles a where b.email = $2 and a.email = $3
       returning id`,
      [id, colleague.email, owner.email],
    );
    await client.query(
      `insert into instagram_posts (id_usuario, publicado_por, id_carrossel, versao, ig_user_id, legenda, estado,
         agendado_para, publicado_em, permalink)
       select a.id, a.id, $1, 1, 'ig-e2e', 'Legenda', 'publicado', now(), now(), 'https://www.instagram.com/p/e2e/'
         from profiles a where a.email = $2`,
      [rows[0]?.id, owner.email],
    );
  });
  const switcher = page.getByTestId('workspace-switcher').locator('visible=true');
  await switcher.click();
  await page.getByRole('menuitem', { name: /^Agência Aurora/ }).click();
  await page.goto('/historico');
  await expect(page.getByTestId('carousel-authorship')).toHaveText(
    'Criado por Bruno Lima · editado por Ana Aurora · publicado por Ana Aurora',
  );
  await shootBoth(page, 'history-team-card');
});
