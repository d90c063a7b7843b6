import { ADMIN_MESSAGES, ADMIN_TOASTS } from '../../src/shared/admin/messages';
import { captureScreen, signInAsAdmin } from './admin-kit';
import { ADMIN, expect, expectAccessible, test } from './fixtures';
import { buildUser, createSignedInUser, fillLoginForm, loginAs, registerAndVerify } from './helpers/auth';

test('an admin blocks a user, who then cannot sign in, and activates them again', async ({
  page,
  browser,
}) => {
  const user = await registerAndVerify(page, buildUser({ nome: 'Bianca Bloqueio' }));
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Usuários' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciamento de Usuários' })).toBeVisible();
  await captureScreen(page, 'admin-users');

  await page.getByLabel('Buscar').fill(user.email.toUpperCase());
  await expect(page.getByTestId('user-count')).toHaveText('1 usuário');
  const row = page.getByTestId(`user-row-${user.email}`);
  await expect(row).toContainText('Ativo');
  await row.getByRole('button', { name: `Bloquear ${user.nome}` }).click();
  // Blocking asks first and says what the person will see.
  const confirm = page.getByRole('alertdialog', { name: 'Bloquear usuário?' });
  await expect(confirm).toContainText('Sua conta está bloqueada. Fale com o suporte.');
  await expect(confirm).toContainText(user.email);
  await page.screenshot({ path: 'test-results/screens/admin-block-confirm-1280.png' });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Bloquear' }).click();
  await expect(page.getByText('Status atualizado com sucesso!')).toBeVisible();
  await expect(row).toContainText('Bloqueado');

  // Another browser: the blocked user cannot get in.
  const context = await browser.newContext({ baseURL: page.url() });
  const other = await context.newPage();
  await other.goto('/login');
  await fillLoginForm(other, user.email, user.senha);
  await other.getByRole('button', { name: 'Entrar na Conta' }).click();
  await expect(other.getByText('Sua conta está bloqueada. Fale com o suporte.')).toBeVisible();
  await expect(other).toHaveURL(/\/login$/);

  await page.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Bloqueados' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Ativar ${user.nome}` }).click();
  await expect(row).toBeHidden();
  await page.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Todos' }).click();
  await expect(row).toContainText('Ativo');

  await other.getByRole('button', { name: 'Entrar na Conta' }).click();
  await other.waitForURL((url) => url.pathname !== '/login');
  await context.close();

  // The admin cannot block or delete themselves: the buttons say so before the server has to.
  await page.getByLabel('Buscar').fill(ADMIN.email);
  const own = page.getByTestId(`user-row-${ADMIN.email}`);
  await expect(own.getByRole('button', { name: /^Bloquear/ })).toBeDisabled();
  await own.getByRole('button', { name: /^Mais ações/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Excluir' })).toBeDisabled();
  await page.keyboard.press('Escape');
});

test('a user blocked mid-session is thrown out at once and reads why on the login screen', async ({
  page,
  browser,
}) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const userPage = await context.newPage();
  const user = await createSignedInUser(userPage, { nome: 'Saulo Sessão' });
  await expect(userPage.getByTestId('sidebar-credits')).toHaveText('2 créditos');
  await userPage.waitForLoadState('networkidle');

  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByLabel('Buscar').fill(user.email);
  const row = page.getByTestId(`user-row-${user.email}`);
  await row.getByRole('button', { name: `Bloquear ${user.nome}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Bloquear usuário?' })
    .getByRole('button', { name: 'Bloquear' })
    .click();
  await expect(page.getByText('Status atualizado com sucesso!')).toBeVisible();

  // Nothing is clicked in the user's tab: the open event stream ends the session.
  await expect(userPage).toHaveURL(/\/login$/);
  await expect(userPage.getByText('Sua conta está bloqueada. Fale com o suporte.')).toBeVisible();
  await expect(userPage.getByText('Sessão expirada. Faça login novamente.')).toHaveCount(0);
  await userPage.screenshot({ path: 'test-results/screens/blocked-mid-session-1280.png' });
  await context.close();
});

test('an admin edits a user with the spec’s validation, reads the details and deletes after confirming', async ({
  page,
}) => {
  const user = await registerAndVerify(page, buildUser({ nome: 'Caio Edição' }));
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByLabel('Buscar').fill(user.email);
  const row = page.getByTestId(`user-row-${user.email}`);

  await row.getByRole('button', { name: `Mais ações para ${user.nome}` }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Usuário' });
  await expect(dialog.getByLabel('Nome')).toHaveValue(user.nome);
  await dialog.getByLabel('Nome').fill('C');
  await dialog.getByLabel('Email').fill('isto-nao-e-email');
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(dialog.getByText('Nome deve ter pelo menos 2 caracteres')).toBeVisible();
  await expect(dialog.getByText('E-mail inválido')).toBeVisible();
  await captureScreen(page, 'admin-users-edit', { dialog: true });

  // An address that belongs to someone else: the server's 409 lands on the field.
  await dialog.getByLabel('Nome').fill('Caio Editado');
  await dialog.getByLabel('Email').fill(ADMIN.email);
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Erro ao atualizar usuário')).toBeVisible();
  await expect(dialog.getByText('Este e-mail já está em uso por outro usuário.')).toBeVisible();

  const newEmail = `editado-${user.email}`;
  await dialog.getByLabel('Email').fill(newEmail);
  await dialog.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Pendente' }).click();
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Usuário atualizado com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Buscar').fill(newEmail);
  const edited = page.getByTestId(`user-row-${newEmail}`);
  await expect(edited).toContainText('Caio Editado');
  await expect(edited).toContainText('Pendente');

  await edited.getByRole('button', { name: 'Mais ações para Caio Editado' }).click();
  await page.getByRole('menuitem', { name: 'Ver Detalhes' }).click();
  const details = page.getByRole('dialog', { name: 'Detalhes do Usuário' });
  await expect(details).toContainText(newEmail);
  await expect(details).toContainText('Cliente');
  await expect(details).toContainText('2');
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await edited.getByRole('button', { name: 'Mais ações para Caio Editado' }).click();
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir usuário?' });
  await expect(confirm).toContainText(newEmail);
  await expect(confirm).toContainText('O que criou em espaços de equipe fica com a equipe');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/admin-delete-confirm-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/admin-delete-confirm-390.png' });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Usuário excluído com sucesso!')).toBeVisible();
  await expect(page.getByTestId('user-count')).toHaveText('0 usuários');
  await expect(page.getByText('Nenhum usuário encontrado')).toBeVisible();
});

test('the users list retries once: a passing hiccup goes unnoticed, a lasting failure says why', async ({
  page,
}) => {
  // The list asks for a page (`/api/admin/users?page=1`): match the path, whatever the query.
  const usersList = (url: URL) => url.pathname === '/api/admin/users';
  await signInAsAdmin(page);
  let calls = 0;
  await page.route(usersList, async (route) => {
    calls++;
    if (calls === 1) {
      await route.fulfill({
        status: 503,
        json: { message: 'Serviço indisponível.', code: 'service_unavailable' },
      });
      return;
    }
    await route.continue();
  });
  await page.goto('/admin');
  await expect(page.getByTestId(`user-row-${ADMIN.email}`)).toBeVisible();
  expect(calls).toBe(2);
  await expect(page.getByText(/^Falha ao buscar usuários/)).toHaveCount(0);

  await page.unroute(usersList);
  calls = 0;
  await page.route(usersList, async (route) => {
    calls++;
    await route.fulfill({ status: 500, json: { message: 'Banco fora do ar.', code: 'internal' } });
  });
  await page.reload();
  await expect(page.getByText('Falha ao buscar usuários: Banco fora do ar.')).toBeVisible();
  await expect(page.getByText('Não foi possível carregar os usuários')).toBeVisible();
  expect(calls).toBe(2);
  await expectAccessible(page);
});

test('an admin adjusts credits with a reason after confirming, and the user’s open page shows it without reloading', async ({
  page,
  browser,
}) => {
  const user = await registerAndVerify(page, buildUser({ nome: 'Renata Ajuste' }));
  await signInAsAdmin(page);
  // The user's credits screen, open in another browser the whole time.
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const userPage = await context.newPage();
  await loginAs(userPage, user.email, user.senha);
  await userPage.goto('/creditos');
  await expect(userPage.getByTestId('credits-balance')).toHaveText('2');

  // The dialog used to hand NaN to the amount's input, which React reports in the console.
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.goto('/admin');
  await page.getByLabel('Buscar').fill(user.email);
  const row = page.getByTestId(`user-row-${user.email}`);
  await row.getByRole('button', { name: `Mais ações para ${user.nome}` }).click();
  await page.getByRole('menuitem', { name: 'Ajustar créditos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajustar créditos' });
  await dialog.getByRole('button', { name: 'Revisar ajuste' }).click();
  await expect(dialog.getByText(ADMIN_MESSAGES.adjustmentAmountInvalid)).toBeVisible();
  await expect(dialog.getByText(ADMIN_MESSAGES.adjustmentReasonRequired)).toBeVisible();
  expect(warnings.filter((text) => text.includes('NaN'))).toEqual([]);

  // Taking away more than the balance: the server refuses and says how much there is.
  await dialog.getByLabel('Quantidade').fill('-5');
  await dialog.getByLabel('Motivo').fill('Remoção por engano');
  await dialog.getByRole('button', { name: 'Revisar ajuste' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar ajuste' });
  await expect(confirm).toContainText('Remover 5 créditos');
  await confirm.getByRole('button', { name: 'Confirmar ajuste' }).click();
  await expect(dialog.getByText(ADMIN_MESSAGES.adjustmentBelowZero(2))).toBeVisible();

  await dialog.getByLabel('Quantidade').fill('3');
  await dialog.getByLabel('Motivo').fill('Cortesia pelo atraso');
  await dialog.getByRole('button', { name: 'Revisar ajuste' }).click();
  await expect(confirm).toContainText('Adicionar 3 créditos');
  await expect(confirm).toContainText('Saldo: 2 → 5');
  await expect(confirm).toContainText('Motivo: Cortesia pelo atraso');
  await captureScreen(page, 'admin-users-credit-adjustment', { dialog: true });
  await confirm.getByRole('button', { name: 'Confirmar ajuste' }).click();
  await expect(page.getByText(ADMIN_TOASTS.creditsUpdated)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('5');

  // The realtime stream, not a reload, brings the balance and the reason to the user's page.
  await expect(userPage.getByTestId('credits-balance')).toHaveText('5');
  await expect(userPage.getByTestId('credit-history-item').first()).toContainText('Cortesia pelo atraso');
  await context.close();
});
