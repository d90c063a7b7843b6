import { mkdirSync } from 'node:fs';
import { expect, expectAccessible, test } from './fixtures';
import { buildUser, loginAs, registerAndVerify } from './helpers/auth';
import { createFinishedCarousel } from './helpers/carousels';
import { withE2EDatabase } from './helpers/database';

const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens';
mkdirSync(SCREENS, { recursive: true });

test('Duplicar keeps the square format, and Excluir asks first, then removes the carousel and its files while the credit history stays', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const user = await registerAndVerify(page, buildUser({ nome: 'Dora Apagadora' }));
  const login = await page.request.post('/api/auth/login', {
    data: { email: user.email, senha: user.senha },
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const headers = { authorization: `Bearer ${token}` };
  const id = await createFinishedCarousel(page.request, token, 'quadrado');
  const download = (await (await page.request.get(`/api/carousels/${id}/download`, { headers })).json()) as {
    arquivos: { url: string }[];
  };
  const zipUrl = download.arquivos[0]?.url ?? '';
  expect((await page.request.get(zipUrl)).status()).toBe(200);
  await loginAs(page, user.email, user.senha);

  // 'Duplicar' opens /criar with the square format already chosen.
  await page.goto('/historico');
  await page.getByRole('button', { name: /^Detalhes/ }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: /^Excluir:/ })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/details-delete-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Excluir:/ })
    .scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/details-delete-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('dialog').getByRole('link', { name: 'Duplicar' }).click();
  await expect(page).toHaveURL('/criar?tipo=convencer');
  await expect(page.getByRole('radio', { name: /^Quadrado/ })).toBeChecked();

  // The download page offers Excluir next to Editar slides.
  await page.goto(`/download/${id}`);
  await expect(page.getByRole('button', { name: /^Excluir:/ })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/download-delete-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/download-delete-390.png`, fullPage: true });

  // A saved edit the worker gave up on (the real path is in tests/integration/slide-editor.test.ts): the card
  // says the previous version is kept and links back to the editor.
  await withE2EDatabase((client) =>
    client.query(`update carrosseis set webhook_data = webhook_data || '{"editFailed": 2}' where id = $1`, [
      id,
    ]),
  );
  await page.goto('/historico');
  const editFailure = page.getByTestId('carousel-edit-failure');
  await expect(editFailure).toContainText('A versão anterior continua disponível para baixar.');
  await expect(editFailure.getByRole('link', { name: 'Abrir o editor de novo' })).toHaveAttribute(
    'href',
    `/carrossel/${id}/editar`,
  );

  // On the history card: the confirmation explains what goes and what stays; Cancelar keeps everything.
  const card = page.getByTestId('carousel-card');
  await expect(card).toHaveCount(1);
  await page.screenshot({ path: `${SCREENS}/history-delete-390.png`, fullPage: true });
  await card.getByRole('button', { name: /^Excluir:/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir carrossel?' });
  await expect(confirm).toContainText('não poderão ser recuperados');
  await expect(confirm).toContainText('O histórico de créditos continua');
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS}/delete-confirm-390.png` });
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toHaveCount(1);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SCREENS}/history-delete-1280.png`, fullPage: true });
  await card.getByRole('button', { name: /^Excluir:/ }).click();
  await page.screenshot({ path: `${SCREENS}/delete-confirm-1280.png` });
  await confirm.getByRole('button', { name: 'Excluir carrossel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Carrossel excluído')).toBeVisible();
  await expect(card).toHaveCount(0);

  // Gone from the API and from storage; the credit spent on it is still in the history.
  expect((await page.request.get(`/api/carousels/${id}`, { headers })).status()).toBe(404);
  expect((await page.request.get(zipUrl)).status()).toBe(404);
  const credits = (await (await page.request.get('/api/credits', { headers })).json()) as {
    historico: { kind: string; change: number }[];
  };
  expect(credits.historico.filter((item) => item.kind === 'carrossel').map((item) => item.change)).toEqual([
    -1,
  ]);
});
