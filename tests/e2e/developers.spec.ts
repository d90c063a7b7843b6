import { expect, test } from './fixtures';
import { buildUser, createSignedInUser, registerAndVerify } from './helpers/auth';
import { withE2EDatabase } from './helpers/database';
import { shootBoth } from './helpers/screens';

test('a creator makes an API key on Desenvolvedores: shown once, copied, working, then revoked at once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await createSignedInUser(page, { nome: 'Dani Automação' });

  await page.goto('/conta');
  await expect(page.getByRole('link', { name: 'Abrir Desenvolvedores' })).toBeVisible();
  await shootBoth(page, 'account-developers-section');
  await page.getByRole('link', { name: 'Abrir Desenvolvedores' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Desenvolvedores' })).toBeVisible();
  await expect(page.getByText('Nenhuma chave ativa. Crie uma para começar.')).toBeVisible();

  await page.getByLabel('Nome da chave').fill('n8n da agência');
  await page.getByRole('button', { name: 'Criar chave' }).click();
  const shown = page.getByLabel(/^Sua nova chave "n8n da agência"/);
  await expect(shown).toHaveValue(/^crs_live_[A-Za-z0-9_-]{43}$/);
  const key = await shown.inputValue();
  await page.getByRole('button', { name: 'Copiar chave' }).click();
  await expect(page.getByRole('button', { name: 'Chave copiada' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

  const list = page.getByRole('list', { name: 'Chaves de API ativas' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('n8n da agência');
  await expect(list).toContainText(`${key.slice(0, 15)}…`);
  await expect(list).toContainText('nunca usada');
  await shootBoth(page, 'developers-key-created');

  const balance = () => page.request.get('/api/v1/balance', { headers: { authorization: `Bearer ${key}` } });
  expect(await (await balance()).json()).toEqual({ saldo: 2 });

  // Shown once: after a reload only the name and the prefix remain.
  await page.reload();
  await expect(list).toContainText('último uso em');
  await expect(page.getByTestId('created-api-key')).toHaveCount(0);
  expect(await page.content()).not.toContain(key);

  await list.getByRole('button', { name: 'Revogar a chave n8n da agência' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revogar chave' }).click();
  await expect(page.getByText('Nenhuma chave ativa. Crie uma para começar.')).toBeVisible();
  expect((await balance()).status()).toBe(401);

  await page.getByRole('link', { name: 'Referência da API' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Referência da API' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: /POST \/api\/v1\/carousels — Criar um carrossel/ }),
  ).toBeVisible();
  // The create endpoint documents its Idempotency-Key header among its parameters.
  await expect(page.locator('#criarCarrossel').getByText(/^no cabeçalho/)).toBeVisible();
  await shootBoth(page, 'developers-api-reference');
});

test("an editor of a team sees the team's keys and webhooks, each with who made it, without the owner's actions", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The team, its owner's key and endpoint, made through the API (the screens above show the owner's side).
  const owner = await registerAndVerify(page.request, buildUser({ nome: 'Olga Dona' }));
  const login = await page.request.post('/api/auth/login', {
    data: { email: owner.email, senha: owner.senha },
  });
  const auth = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const team = (await (
    await page.request.post('/api/workspaces', { headers: auth, data: { nome: 'Agência Sol' } })
  ).json()) as { id: string };
  const inTeam = { ...auth, 'x-workspace-id': team.id };
  expect(
    (
      await page.request.post('/api/api-keys', { headers: inTeam, data: { nome: 'n8n do cliente' } })
    ).status(),
  ).toBe(201);

  const editor = await createSignedInUser(page, { nome: 'Edu Editor' });
  await withE2EDatabase((client) =>
    client.query(
      `insert into workspace_membros (id_workspace, id_usuario, papel)
       select $1, id, 'editor' from profiles where email = $2`,
      [team.id, editor.email],
    ),
  );
  // The team becomes the active workspace, as the switcher leaves it stored.
  await page.evaluate((teamId) => {
    const raw = sessionStorage.getItem('carrossel.auth.session');
    const id = raw ? (JSON.parse(raw) as { session: { user: { id: string } } }).session.user.id : '';
    localStorage.setItem(`carrossel.workspace.${id}`, teamId);
  }, team.id);

  await page.goto('/desenvolvedores');
  await expect(
    page.getByText('Só o dono deste espaço cria e revoga chaves de API.', { exact: false }),
  ).toBeVisible();
  const list = page.getByRole('list', { name: 'Chaves de API ativas' });
  await expect(list).toContainText('n8n do cliente');
  await expect(list).toContainText('por Olga Dona');
  await expect(page.getByRole('button', { name: 'Criar chave' })).toHaveCount(0);
  await expect(list.getByRole('button', { name: /Revogar/ })).toHaveCount(0);
  await shootBoth(page, 'developers-team-editor');

  await page.goto('/desenvolvedores/webhooks');
  await expect(page.getByText(/Só o dono deste espaço cria e exclui endpoints/)).toBeVisible();
  await expect(page.getByText('Nenhum endpoint neste espaço.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Criar endpoint' })).toHaveCount(0);
  await shootBoth(page, 'webhooks-team-editor');
});
