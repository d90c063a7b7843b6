import type { Browser } from '@playwright/test';
import { WORKSPACE_MESSAGES } from '../../src/shared/workspaces/messages';
import { expect, test } from './fixtures';
import { buildUser, fillLoginForm, registerAndVerify, signInWithStoredSession } from './helpers/auth';
import { CONVENCER_FIELDS, fillCreateFields } from './helpers/carousels';
import { findLinkInMail, readLatestMail } from './helpers/outbox';
import { shootBoth } from './helpers/screens';
import { createTeam, switcher, switchTo, teamHeaders } from './helpers/workspaces';

const TEAM = 'Agência Aurora';
/** The team's one brand kit, so its default: every carousel made in the team is signed with it. */
const TEAM_BRAND = {
  nome: 'Aurora Social',
  arroba: 'aurorasocial',
  avatar_url: null,
  avatar_forma: 'circulo',
  cor_primaria: null,
  cor_destaque: null,
  fonte: null,
  mostrar_nome: true,
  mostrar_arroba: true,
  mostrar_avatar: true,
  onde: 'capa',
};
const INVITE_SUBJECT = /convidou você/;

const newWindow = async (browser: Browser) =>
  (await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' })).newPage();

test("a team at work: the owner invites by e-mail, the colleague creates with the team's brand while both windows follow live, and a leitor is offered nothing to create", async ({
  page,
  browser,
}) => {
  // Three accounts in three browsers, a carousel drawn by the worker and six screens shot at two widths.
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const owner = await registerAndVerify(page, buildUser({ nome: 'Ana Dona' }));
  const colleague = await registerAndVerify(page, buildUser({ nome: 'Caio Editor' }));
  const reader = await registerAndVerify(page, buildUser({ nome: 'Lia Leitora' }));

  // The owner makes the team from the switcher (the app then acts in it); its brand and first credits are
  // prepared through the API as the owner, their own screens having their own specs.
  const ownerToken = await signInWithStoredSession(page, owner);
  await page.goto('/dashboard');
  await createTeam(page, TEAM);
  const { id, headers } = await teamHeaders(page.request, ownerToken, TEAM);
  const kit = await page.request.post('/api/brand-kits', { headers, data: TEAM_BRAND });
  expect(kit.status(), await kit.text()).toBe(201);
  const charge = await page.request.post('/api/create-pix-payment', {
    headers,
    data: { packageId: 'starter' },
  });
  expect(charge.status(), await charge.text()).toBe(201);
  const { paymentId } = (await charge.json()) as { paymentId: string };
  expect((await page.request.post(`/api/pix-payment/${paymentId}/simulate`, { headers })).status()).toBe(200);
  // Paid elsewhere: only the team's event stream can bring the new balance to this open window.
  await expect(switcher(page)).toContainText('Dono · 10 créditos');

  // The invitation, sent from the team's settings.
  await page.goto(`/espaco/${id}`);
  await expect(page.getByRole('heading', { name: TEAM })).toBeVisible();
  const startedAt = Date.now();
  const invite = page.getByRole('region', { name: 'Convidar pessoas' });
  await invite.getByLabel('E-mail').fill(colleague.email);
  await invite.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(invite.getByRole('list', { name: 'Convites pendentes' })).toContainText(colleague.email);
  await shootBoth(page, 'workspace-settings');

  // The colleague, in another browser and signed out, follows the e-mailed link, signs in and accepts.
  const mail = await readLatestMail(colleague.email, { subject: INVITE_SUBJECT, after: startedAt });
  const link = new URL(findLinkInMail(mail, /\/convite\//));
  const second = await newWindow(browser);
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
  await page.reload();
  await expect(page.getByRole('list', { name: 'Membros do espaço' })).toContainText(colleague.email);
  await expect(page.getByRole('list', { name: 'Convites pendentes' })).toHaveCount(0);
  // The owner's activity list says who joined (docs/workspaces.md, "Quem fez o quê").
  const activity = page.getByRole('region', { name: 'Atividade' });
  await expect(activity.getByTestId('workspace-activity-entry').first()).toContainText(
    'Caio Editor entrou no espaço como Editor',
  );
  await shootBoth(page, 'workspace-activity');

  // The owner watches the team's history while the colleague, switched to the team, creates a carousel.
  await page.goto('/historico');
  await expect(page.getByText('Nenhum carrossel encontrado')).toBeVisible();
  await switchTo(second, TEAM);
  await expect(switcher(second)).toContainText('Editor · 10 créditos');
  await second.getByRole('link', { name: 'Criar Carrossel' }).click();
  await second.getByRole('button', { name: /^Convencer/ }).click();
  await fillCreateFields(second, CONVENCER_FIELDS);
  await second.getByTestId('template-option').first().locator('label').click();
  await second.getByRole('button', { name: 'Gerar Carrossel' }).click();
  await expect(second).toHaveURL(/\/historico$/);

  // No reload anywhere: the owner's history and both balances follow the team's events.
  const ownerCard = page.getByTestId('carousel-card').filter({ hasText: CONVENCER_FIELDS.Objetivo });
  await expect(ownerCard).toBeVisible();
  await expect(switcher(page)).toContainText('Dono · 9 créditos');
  await expect(page.getByTestId('sidebar-credits')).toHaveText('9 créditos');
  await expect(second.getByTestId('sidebar-credits')).toHaveText('9 créditos');
  await expect(ownerCard.getByTestId('carousel-status')).toHaveText('Concluído', { timeout: 60_000 });
  // A team's card names who made it.
  await expect(ownerCard.getByTestId('carousel-authorship')).toHaveText('Criado por Caio Editor');
  // Signed with the team's brand, the default the colleague's /criar came with.
  await ownerCard.getByRole('link', { name: /^Ver download/ }).click();
  await expect(page.getByText('Aurora Social (@aurorasocial)')).toBeVisible();
  await second.context().close();

  // A leitor of the team (invited and accepting through the API: the screens are the editor's above) is
  // offered nothing the server would refuse, and reads why.
  const readerInvitedAt = Date.now();
  const invited = await page.request.post(`/api/workspaces/${id}/invites`, {
    headers,
    data: { email: reader.email, papel: 'leitor' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const readerMail = await readLatestMail(reader.email, { subject: INVITE_SUBJECT, after: readerInvitedAt });
  const token = new URL(findLinkInMail(readerMail, /\/convite\//)).pathname.split('/').at(-1) ?? '';
  const third = await newWindow(browser);
  const readerToken = await signInWithStoredSession(third, reader);
  const accepted = await third.request.post('/api/workspaces/invites/accept', {
    headers: { authorization: `Bearer ${readerToken}` },
    data: { token: decodeURIComponent(token) },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await third.setViewportSize({ width: 1280, height: 900 });
  await third.goto('/dashboard');
  await switchTo(third, TEAM);
  await expect(switcher(third)).toContainText('Leitor · 9 créditos');
  await expect(third.getByTestId('reader-note')).toHaveText(WORKSPACE_MESSAGES.readerOnly);
  await expect(third.getByRole('link', { name: 'Criar Carrossel' })).toHaveCount(0);
  await expect(third.getByRole('heading', { name: 'Criar Novo Carrossel' })).toHaveCount(0);
  await expect(third.getByRole('button', { name: 'Comprar créditos' })).toHaveCount(0);
  await shootBoth(third, 'workspace-reader-dashboard');

  await third.goto('/historico');
  const readerCard = third.getByTestId('carousel-card').filter({ hasText: CONVENCER_FIELDS.Objetivo });
  await expect(readerCard.getByRole('link', { name: /^Ver download/ })).toBeVisible();
  await expect(readerCard.getByRole('button', { name: /^Baixar ZIP/ })).toBeVisible();
  await expect(readerCard.getByRole('link', { name: /^Editar slides/ })).toHaveCount(0);
  await expect(readerCard.getByRole('button', { name: /^Excluir/ })).toHaveCount(0);
  await expect(third.getByRole('link', { name: 'Novo Carrossel' })).toHaveCount(0);
  await shootBoth(third, 'workspace-reader-history');
  await readerCard.getByRole('button', { name: /^Detalhes/ }).click();
  const details = third.getByRole('dialog');
  await expect(details.getByRole('link', { name: 'Página de download' })).toBeVisible();
  await expect(details.getByRole('link', { name: 'Duplicar' })).toHaveCount(0);
  await expect(details.getByRole('link', { name: 'Editar slides' })).toHaveCount(0);
  await third.keyboard.press('Escape');

  // /criar opened directly explains instead of showing a form the server would refuse.
  await third.goto('/criar');
  await expect(third.getByTestId('reader-only')).toContainText(WORKSPACE_MESSAGES.readerOnly);
  await expect(third.getByRole('button', { name: 'Gerar Carrossel' })).toHaveCount(0);
  await shootBoth(third, 'workspace-reader-create');
  await third.context().close();
});
