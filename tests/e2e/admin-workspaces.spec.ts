import { ADMIN_MESSAGES } from '../../src/shared/admin/messages';
import { captureScreen } from './admin-kit';
import { ADMIN, expect, test } from './fixtures';
import { buildUser, registerAndVerify, signInWithStoredSession } from './helpers/auth';

/*
 * The admin's 'Espaços de trabalho' screen (docs/workspaces.md §Administração): the rules (search, filter,
 * exact adjustments, idempotency, refusals) are proven in tests/integration/admin-workspaces.test.ts; here the
 * screen itself: find a team, read its members, adjust its credits with a reason.
 */
test('an admin finds a team, reads its members and adjusts its credits with a reason', async ({ page }) => {
  // Three screens at two sizes, each checked by axe.
  test.setTimeout(150_000);
  const owner = await registerAndVerify(page.request, buildUser({ nome: 'Olga Agência' }));
  const login = await page.request.post('/api/auth/login', {
    data: { email: owner.email, senha: owner.senha },
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const teamName = `Agência Olga ${owner.email.slice(4, 12)}`;
  const created = await page.request.post('/api/workspaces', {
    headers: { authorization: `Bearer ${access_token}` },
    data: { nome: teamName },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signInWithStoredSession(page, { nome: 'Administrador', ...ADMIN });
  await page.goto('/espacos');
  await expect(page.getByRole('heading', { level: 1, name: 'Espaços de trabalho' })).toBeVisible();
  await page.getByLabel('Buscar').fill(owner.email);
  // Her personal workspace and her team.
  await expect(page.getByTestId('workspace-count')).toHaveText('2 espaços de trabalho');
  await page.getByLabel('Tipo').click();
  await page.getByRole('option', { name: 'Equipes' }).click();
  await expect(page.getByTestId('workspace-count')).toHaveText('1 espaço de trabalho');
  const row = page.getByRole('row').filter({ hasText: teamName });
  await expect(row).toContainText('Equipe');
  await expect(row).toContainText(owner.email);
  await captureScreen(page, 'admin-workspaces');

  await row.getByRole('button', { name: `Ver detalhes de ${teamName}` }).click();
  const details = page.getByRole('dialog', { name: teamName });
  const members = details.getByRole('list', { name: 'Membros' });
  await expect(members).toContainText('Olga Agência');
  await expect(members).toContainText('Dono');
  await expect(details).toContainText('Nenhum movimento de créditos ainda.');
  await captureScreen(page, 'admin-workspace-details', { dialog: true });

  await details.getByRole('button', { name: 'Ajustar créditos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajustar créditos' });
  await dialog.getByLabel('Quantidade').fill('5');
  await dialog.getByLabel('Motivo').fill('ok');
  await dialog.getByRole('button', { name: 'Revisar ajuste' }).click();
  await expect(dialog.getByText(ADMIN_MESSAGES.adjustmentReasonTooShort)).toBeVisible();
  await dialog.getByLabel('Motivo').fill('Cortesia de boas-vindas');
  await dialog.getByRole('button', { name: 'Revisar ajuste' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar ajuste' });
  await expect(confirm).toContainText('Adicionar 5 créditos');
  await captureScreen(page, 'admin-workspace-adjust', { dialog: true });
  await confirm.getByRole('button', { name: 'Confirmar ajuste' }).click();
  await expect(page.getByText('Créditos atualizados com sucesso!')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(row.getByRole('cell').nth(4)).toHaveText('5');

  // The details now show the movement with its reason.
  await row.getByRole('button', { name: `Ver detalhes de ${teamName}` }).click();
  await expect(
    page.getByRole('dialog', { name: teamName }).getByRole('list', { name: 'Movimentos recentes' }),
  ).toContainText('Cortesia de boas-vindas');
});
