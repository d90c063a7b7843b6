import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { createSignedInUser } from './helpers/auth';

// Another run in the same checkout may wipe test-results; SCREENS_DIR keeps a copy elsewhere.
const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens';
mkdirSync(SCREENS, { recursive: true });

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
}

/** A phone screen never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
}

test('"Minha marca": from the dashboard, a handle refused then saved, a yellow accent checked live and adjusted in the preview', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await createSignedInUser(page, { nome: 'Ana Confeitaria' });
  await page.getByRole('link', { name: 'Configurar minha marca' }).click();
  await expect(page).toHaveURL(/\/minha-marca$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Minha Marca' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Minha Marca' })).toHaveAttribute('aria-current', 'page');

  // A new account starts with its own name and no handle.
  await expect(page.getByLabel('Nome exibido')).toHaveValue('Ana Confeitaria');
  await expect(page.getByLabel('@ do Instagram')).toHaveValue('');
  const preview = page.getByTestId('brand-preview-image');
  await expect(preview).toHaveAttribute('alt', 'Prévia do slide com a assinatura de Ana Confeitaria');

  // Instagram's rule, from the shared schema, before anything is sent.
  await page.getByLabel('@ do Instagram').fill('ana doces!');
  await page.getByRole('button', { name: 'Salvar marca' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'O @ do Instagram usa só letras' })).toBeVisible();
  await expect(page.getByLabel('@ do Instagram')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('@ do Instagram').fill('@ana.doces_sp');
  await page.getByLabel('Cor de destaque em hexadecimal').fill('#FFFF00');
  await expect(page.getByTestId('brand-contrast-cor_destaque')).toHaveText(
    /em fundo claro .* nos claros usaremos um tom mais escuro/,
  );
  await expect(page.getByLabel('Seletor de cor de destaque')).toHaveValue('#ffff00');
  // The server-drawn preview follows the typing and says which shade it used on this light default style.
  await expect(preview).toHaveAttribute('alt', /\(@ana\.doces_sp\)$/);
  await expect(page.getByTestId('brand-adjustments')).toContainText(
    'Ajustamos o tom da cor de destaque (#FFFF00 →',
  );
  await page.getByLabel('Mostrar a foto ou logo').click();
  await page.getByRole('radio', { name: 'Em todos os slides' }).check();
  await page.getByTestId('brand-preview').getByText('Quadrado', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Quadrado' })).toBeChecked();
  await expect(page.getByTestId('brand-preview').locator('.aspect-square')).toBeVisible();

  await page.getByRole('button', { name: 'Salvar marca' }).click();
  await expect(page.getByText('Marca salva')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'brand-kit-1280');

  // Saved for real: a reload reads it back from the server.
  await page.reload();
  await expect(page.getByLabel('@ do Instagram')).toHaveValue('ana.doces_sp');
  await expect(page.getByLabel('Cor de destaque em hexadecimal')).toHaveValue('#ffff00');
  await expect(page.getByLabel('Mostrar a foto ou logo')).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('radio', { name: 'Em todos os slides' })).toBeChecked();

  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await shoot(page, 'brand-kit-390');

  await page.goto('/dashboard');
  await expect(
    page.getByText('Seus carrosséis saem assinados: Ana Confeitaria · @ana.doces_sp.'),
  ).toBeVisible();
});
