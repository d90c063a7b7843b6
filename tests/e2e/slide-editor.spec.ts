import { mkdirSync, readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { expect, expectAccessible, test } from './fixtures';
import { buildUser, loginAs, registerAndVerify } from './helpers/auth';
import { createFinishedCarousel } from './helpers/carousels';

const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens';
mkdirSync(SCREENS, { recursive: true });

interface Slides {
  versao: number;
  slides: { kind: string; title: string }[];
  legenda: string;
}

async function readSlides(request: APIRequestContext, token: string, id: string): Promise<Slides> {
  const response = await request.get(`/api/carousels/${id}/slides`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as Slides;
}

/** Every thumbnail shows the server's drawing of its slide. */
async function expectThumbnailsDrawn(page: Page, count: number): Promise<void> {
  const images = page.getByTestId('editor-slide').locator('img');
  await expect(images).toHaveCount(count, { timeout: 20_000 });
  for (const image of await images.all()) {
    // A thumbnail whose words just changed swaps to the next drawing while it is read: wait for the drawn one.
    await expect
      .poll(() =>
        image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : -1)),
      )
      .toBe(540);
  }
}

test('the slide editor fixes a title, drops and reorders slides, saves without a credit and the ZIP follows, on desktop and phone', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const user = await registerAndVerify(page, buildUser({ nome: 'Eva Editora' }));
  const login = await page.request.post('/api/auth/login', {
    data: { email: user.email, senha: user.senha },
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const id = await createFinishedCarousel(page.request, token);
  const original = await readSlides(page.request, token, id);
  await loginAs(page, user.email, user.senha);

  // 'Duplicar' in the details opens /criar filled with the same words (a new carousel costs the usual credit).
  await page.goto('/historico');
  await page
    .getByRole('button', { name: /^Detalhes/ })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('link', { name: 'Duplicar' }).click();
  await expect(page).toHaveURL('/criar?tipo=convencer');
  await expect(page.getByRole('textbox', { name: 'Mito', exact: true })).toHaveValue(
    'Desconto é a única forma de fechar uma venda.',
  );

  // The history card opens the editor.
  await page.goto('/historico');
  await page
    .getByRole('link', { name: /^Editar slides/ })
    .first()
    .click();
  await expect(page).toHaveURL(`/carrossel/${id}/editar`);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar slides' })).toBeVisible();
  await expectThumbnailsDrawn(page, original.slides.length);
  await expect(
    page.getByText(`${original.legenda.length.toLocaleString('pt-BR')}/2.200 caracteres`),
  ).toBeVisible();

  // Edit the cover's title (the counter follows), drop slide 2, then move slide 3 before slide 2.
  const title = page.getByRole('textbox', { name: 'Título' });
  await title.fill('Venda pelo valor, não pelo desconto');
  await expect(page.getByText('35/200 caracteres')).toBeVisible();
  await page.getByRole('button', { name: 'Excluir slide 2' }).click();
  await page.getByRole('button', { name: 'Mover slide 3 para antes' }).click();
  await expectThumbnailsDrawn(page, original.slides.length - 1);
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS}/slide-editor-1280.png`, fullPage: true });

  await page.getByRole('button', { name: 'Salvar e gerar' }).click();
  await expect(page.getByText('Versão 2 pronta.')).toBeVisible({ timeout: 45_000 });
  const [cover, , second, third, ...rest] = original.slides;
  const expected = [{ ...cover, title: 'Venda pelo valor, não pelo desconto' }, third, second, ...rest];
  const saved = await readSlides(page.request, token, id);
  expect(saved.versao).toBe(2);
  expect(saved.slides.map((slide) => slide.title)).toEqual(expected.map((slide) => slide?.title));

  // The download page now holds version 2: its ZIP has one slide fewer, as PNG, JPEG and PDF pages.
  await page.getByRole('link', { name: 'Ir para o download' }).click();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: /^Baixar .*\.zip$/ }).click();
  const entries = unzipSync(new Uint8Array(readFileSync(await (await downloadPromise).path())));
  expect(Object.keys(entries).filter((name) => name.endsWith('.png'))).toHaveLength(expected.length);
  expect(Object.keys(entries).filter((name) => name.endsWith('.jpg'))).toHaveLength(expected.length);
  expect((await PDFDocument.load(entries['carrossel.pdf'] as Uint8Array)).getPageCount()).toBe(
    expected.length,
  );
  expect(new TextDecoder().decode(entries['legenda.txt'])).toBe(original.legenda);

  // On a phone: the strip swipes sideways inside itself, the fields sit under it, and a save works the same.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/carrossel/${id}/editar`);
  await expectThumbnailsDrawn(page, expected.length);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: /^Editar slide 2 / }).click();
  await page.getByRole('textbox', { name: 'Chamada' }).fill('No celular');
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS}/slide-editor-390.png`, fullPage: true });
  await page.getByRole('button', { name: 'Salvar e gerar' }).click();
  await expect(page.getByText('Versão 3 pronta.')).toBeVisible({ timeout: 45_000 });
  expect((await readSlides(page.request, token, id)).versao).toBe(3);
});
