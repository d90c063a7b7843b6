import { expect, test } from './fixtures';
import { createSignedInUser } from './helpers/auth';
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
