import { mkdirSync } from 'node:fs';
import { expect, expectAccessible, test } from './fixtures';
import { loginAs } from './helpers/auth';
import { createOwnerWithCarousel } from './helpers/carousels';

const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens';
mkdirSync(SCREENS, { recursive: true });

test('the editor keeps unsaved edits: asks before leaving, gives them back after a reload, undoes a delete and restores version 1', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { user, id } = await createOwnerWithCarousel(page, 'Rita Rascunho');
  await loginAs(page, user.email, user.senha);

  await page.goto(`/carrossel/${id}/editar`);
  const title = page.getByRole('textbox', { name: 'Título' });
  const originalTitle = await title.inputValue();
  const slides = page.getByTestId('editor-slide');
  const count = await slides.count();
  await title.fill('Capa ainda não salva');

  // A link inside the app asks first; staying keeps the words.
  await page.getByRole('main').getByRole('link', { name: 'Histórico' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Sair sem salvar?' });
  await expect(leave).toBeVisible();
  await expectAccessible(page);
  await leave.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(page).toHaveURL(`/carrossel/${id}/editar`);
  await expect(title).toHaveValue('Capa ainda não salva');

  // Reloading warns like closing the tab would, and the draft comes back.
  const warned = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.reload();
  expect(await warned).toBe('beforeunload');
  await expect(title).toHaveValue('Capa ainda não salva');
  await expect(page.getByText(/^Recuperamos as alterações não salvas de/)).toBeVisible();

  // Deleting a slide offers 'Desfazer', which puts it back in its place.
  await page.getByRole('button', { name: /^Editar slide 2 / }).click();
  const secondTitle = await title.inputValue();
  await page.getByRole('button', { name: 'Excluir slide 2' }).click();
  await expect(slides).toHaveCount(count - 1);
  await page.getByRole('button', { name: 'Desfazer' }).click();
  await expect(slides).toHaveCount(count);
  await page.getByRole('button', { name: /^Editar slide 2 / }).click();
  await expect(title).toHaveValue(secondTitle);
  await page.getByRole('button', { name: /^Editar slide 1 / }).click();

  // Saved: nothing left to lose, the notice goes; version 2 is served.
  await page.getByRole('button', { name: 'Salvar e gerar' }).click();
  await expect(page.getByText('Versão 2 pronta.')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText(/^Recuperamos/)).toHaveCount(0);

  // Version 1 opens as a strip of its slides' small copies beside the served version 2, and comes back as
  // version 3, words and all, under one Idempotency-Key.
  await page.getByRole('button', { name: 'Abrir a versão 1' }).click();
  const opened = page.getByRole('region', { name: 'Versão 1', exact: true });
  for (const versao of [1, 2]) {
    const strip = opened.getByRole('list', { name: `Slides da versão ${versao}` }).getByRole('img');
    await expect(strip).toHaveCount(count);
    await expect(strip.first()).toHaveAttribute('src', /\.540\.webp/);
  }
  await expectAccessible(page);
  await opened.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/editor-version-strip-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await opened.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/editor-version-strip-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await opened.getByRole('button', { name: /^Restaurar esta versão/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Restaurar a versão 1?' });
  await expect(confirm).toContainText('sem gastar crédito');
  const restoring = page.waitForRequest((request) => request.url().endsWith('/versions/1/restore'));
  await confirm.getByRole('button', { name: 'Restaurar versão 1' }).click();
  expect((await restoring).headers()['idempotency-key']).toMatch(/^[\w-]{16,}$/);
  await expect(page.getByText('Versão 3 pronta.')).toBeVisible({ timeout: 45_000 });
  await expect(title).toHaveValue(originalTitle);
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS}/editor-versions-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/editor-versions-390.png`, fullPage: true });

  // Leaving for good drops the draft: the editor opens on the served words.
  await title.fill('Descartar isto');
  await page.getByRole('main').getByRole('link', { name: 'Histórico' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sair sem salvar' }).click();
  await expect(page).toHaveURL('/historico');
  await page.goto(`/carrossel/${id}/editar`);
  await expect(title).toHaveValue(originalTitle);
  await expect(page.getByText(/^Recuperamos/)).toHaveCount(0);
});
