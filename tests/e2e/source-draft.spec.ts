import type { Page } from '@playwright/test';
import { type SourceSite, startSourceSite } from '../helpers/source-site';
import { expect, expectAccessible, test } from './fixtures';
import { createSignedInUser } from './helpers/auth';

const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens';

let site: SourceSite;
test.beforeAll(async () => {
  site = await startSourceSite();
});
test.afterAll(async () => {
  await site.close();
});

/** The layout settles after a resize (the sidebar becomes a menu): poll until it has. */
async function noSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

test('a pasted link fills the Investigar fields for review; one edited, the carousel is sent with the edit', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await createSignedInUser(page);
  await page.goto('/criar?tipo=investigar');

  const box = page.getByTestId('source-draft');
  await expect(
    box.getByRole('heading', { name: 'Preencher a partir de um link, texto ou PDF' }),
  ).toBeVisible();
  await box.getByLabel('Link da página').fill(`${site.origin}/noticia`);
  await box.getByRole('button', { name: 'Preencher campos' }).click();

  await expect(box.getByText(/Campos preenchidos a partir de “Chuva de 180 mm em 24 horas/)).toBeVisible();
  await expect(page.getByLabel('Assunto')).toHaveValue(
    /^Chuva de 180 mm em 24 horas alaga 14 bairros de Porto Alegre\./,
  );
  await expect(page.getByLabel('Localização')).toHaveValue('Porto Alegre (RS)');
  await expect(page.getByLabel('Data')).toHaveValue('3 de maio de 2026');
  await expectAccessible(page);
  await box.screenshot({ path: `${SCREENS}/source-draft-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await noSidewaysScroll(page);
  await box.screenshot({ path: `${SCREENS}/source-draft-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByLabel('Localização').fill('Zona Norte de Porto Alegre (RS)');
  await page.getByTestId('template-option').first().locator('label').click();
  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/api/carousels') && request.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Gerar Carrossel' }).click();
  const body = (await sent).postDataJSON() as {
    objetivo: string;
    campos_personalizados: Record<string, string>;
  };
  expect(body.objetivo).toBe('investigar');
  expect(body.campos_personalizados.localizacao).toBe('Zona Norte de Porto Alegre (RS)');
  expect(body.campos_personalizados.assunto).toContain('14 bairros');
  await expect(page).toHaveURL(/\/historico$/);
});
