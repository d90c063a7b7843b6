import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectAccessible, test } from './fixtures';
import { createSignedInUser } from './helpers/auth';
import { fillCreateFields } from './helpers/carousels';

// Another run in the same checkout may wipe test-results; SCREENS_DIR keeps a copy elsewhere.
const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens';
mkdirSync(SCREENS, { recursive: true });

const CONVENCER = {
  Objetivo: 'Fotos de casamento que emocionam',
  Mito: 'Foto boa depende só de equipamento caro.',
  Verdade: 'O olhar e a preparação valem mais que a câmera.',
  'Mecanismo/Prova': 'Conversar com o casal antes muda o resultado das fotos.',
  'Novo Caminho': 'Faça um ensaio curto antes do grande dia.',
  'CTA da legenda': 'Salve para o seu próximo casamento.',
};

/** A seeded style on a light, neutral background: yellow needs a darker shade there, and no red of its own. */
const LIGHT_TEMPLATE = 'Contraste Total';

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

  // A light seeded style, named: other specs create templates that may sort first.
  await page.getByLabel('Estilo visual da prévia').click();
  await page.getByRole('option', { name: LIGHT_TEMPLATE }).click();
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

/** Pixels of the handle's red (the accent colour, which reads as is on the light default style). */
async function countHandleRed(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let red = 0;
  // The signature's strip: the bottom 100 px of the slide.
  for (let y = info.height - 100; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const at = (y * info.width + x) * 3;
      const [r, g, b] = [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
      if (r > 140 && g < 50 && b < 60) red++;
    }
  }
  return red;
}

test('a square carousel made after saving a brand shows its handle on the download page’s slides, drawn at 1080x1080', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await createSignedInUser(page, { nome: 'Rafael Lima' });
  await page.goto('/minha-marca');
  await page.getByLabel('Nome exibido').fill('Rafael Lima Fotografia de Casamentos e Eventos Especiais');
  await page.getByLabel('@ do Instagram').fill('rafael.lima.fotografia');
  await page.getByLabel('Cor de destaque em hexadecimal').fill('#B00020');
  await page.getByRole('button', { name: 'Salvar marca' }).click();
  await expect(page.getByText('Marca salva')).toBeVisible();

  await page.goto('/criar?tipo=convencer');
  await page.getByText('Quadrado 1:1').click();
  await expect(page.getByRole('radio', { name: /Quadrado/ })).toBeChecked();
  await fillCreateFields(page, CONVENCER);
  await page.getByTestId('template-option').filter({ hasText: LIGHT_TEMPLATE }).locator('label').click();
  await page.getByRole('button', { name: 'Gerar Carrossel' }).click();
  await expect(page).toHaveURL(/\/historico$/);
  const card = page.getByTestId('carousel-card').filter({ hasText: CONVENCER.Objetivo });
  await expect(card.getByTestId('carousel-status')).toHaveText('Concluído', { timeout: 60_000 });
  await card.getByRole('button', { name: /^Detalhes/ }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Página de download' }).click();
  await expect(page).toHaveURL(/\/download\/[0-9a-f-]{36}$/);

  await expect(page.getByText('Quadrado 1:1, 1080 × 1080 px')).toBeVisible();
  await expect(
    page.getByText('Rafael Lima Fotografia de Casamentos e Eventos Especiais (@rafael.lima.fotografia)'),
  ).toBeVisible();
  const slides = page.getByTestId('download-slide');
  await expect(slides.first()).toHaveAttribute(
    'alt',
    /^Slide 1 de \d+, assinado por Rafael Lima .* \(@rafael\.lima\.fotografia\)$/,
  );
  // Signed on the cover only (the default): the second slide carries no signature.
  await expect(slides.nth(1)).toHaveAttribute('alt', /^Slide 2 de \d+$/);

  // The files themselves: square, and the handle's red drawn in the cover's signature strip only.
  const cover = await page.request.get((await slides.first().getAttribute('src')) ?? '');
  const second = await page.request.get((await slides.nth(1).getAttribute('src')) ?? '');
  const coverPng = await cover.body();
  const size = await sharp(coverPng).metadata();
  expect({ width: size.width, height: size.height }).toEqual({ width: 1080, height: 1080 });
  expect(await countHandleRed(coverPng)).toBeGreaterThan(150);
  expect(await countHandleRed(await second.body())).toBe(0);

  await expectAccessible(page);
  await shoot(page, 'brand-kit-download-1280');
  await slides.first().screenshot({ path: `${SCREENS}/brand-kit-download-cover.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await shoot(page, 'brand-kit-download-390');
});

/** How wide (a share of the image's width) the run of the logo's pure green spans in the signature strip. */
async function greenSpan(dataUrl: string): Promise<number> {
  const png = Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let left = info.width;
  let right = -1;
  for (let y = Math.round(info.height * 0.85); y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const at = (y * info.width + x) * 3;
      const [r, g, b] = [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
      if (g > 200 && r < 60 && b < 60) {
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
    }
  }
  return right < left ? 0 : (right - left + 1) / info.width;
}

test('a wide logo is drawn whole when the creator picks "Logo inteiro", and the choice is saved', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await createSignedInUser(page, { nome: 'Café Aurora' });
  await page.goto('/minha-marca');
  await page.getByLabel('Estilo visual da prévia').click();
  await page.getByRole('option', { name: LIGHT_TEMPLATE }).click();
  // A 3:1 logo whose green bar runs its whole width.
  const logo = await sharp({ create: { width: 420, height: 140, channels: 4, background: '#00000000' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="420" height="140"><rect x="0" y="50" width="420" height="40" fill="#00ff00"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  await page
    .getByTestId('brand-avatar')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByRole('button', { name: 'Trocar foto ou logo' })).toBeVisible();
  const preview = page.getByTestId('brand-preview-image');

  // A circle crops the bar to the avatar's width...
  await expect(page.getByRole('radio', { name: /Foto em círculo/ })).toBeChecked();
  await expect.poll(async () => greenSpan((await preview.getAttribute('src')) ?? '')).toBeGreaterThan(0);
  expect(await greenSpan((await preview.getAttribute('src')) ?? '')).toBeLessThan(100 / 1080);

  // ...a logo keeps it whole, three times as wide.
  await page.getByRole('radio', { name: /Logo inteiro/ }).check();
  await expect
    .poll(async () => greenSpan((await preview.getAttribute('src')) ?? ''))
    .toBeGreaterThan(150 / 1080);
  await page.getByRole('button', { name: 'Salvar marca' }).click();
  await expect(page.getByText('Marca salva')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'brand-kit-logo-1280');

  await page.reload();
  await expect(page.getByRole('radio', { name: /Logo inteiro/ })).toBeChecked();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await shoot(page, 'brand-kit-logo-390');
});

test('several brands: a second kit made the default is preselected on /criar, where the other can be picked', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await createSignedInUser(page, { nome: 'Agência Lume' });
  await page.goto('/minha-marca');
  await page.getByRole('button', { name: 'Salvar marca' }).click();
  await expect(page.getByText('Marca salva')).toBeVisible();
  const items = page.getByTestId('brand-kit-item');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Padrão');

  await page.getByRole('button', { name: 'Nova marca' }).click();
  await expect(page.getByRole('heading', { name: 'Nova marca' })).toBeVisible();
  await page.getByLabel('Nome exibido').fill('Padaria Sol');
  await page.getByLabel('@ do Instagram').fill('padaria.sol');
  await page.getByRole('button', { name: 'Salvar marca' }).click();
  await expect(items).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Editando: Padaria Sol' })).toBeVisible();

  await page.getByRole('button', { name: 'Tornar Padaria Sol a marca padrão' }).click();
  await expect(items.first()).toContainText('Padaria Sol');
  await expect(items.first()).toContainText('Padrão');
  await expectAccessible(page);
  await shoot(page, 'brand-kits-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await shoot(page, 'brand-kits-390');

  await page.goto('/criar?tipo=convencer');
  const picker = page.getByLabel('Marca', { exact: true });
  await expect(picker).toHaveText('Padaria Sol (padrão)');
  await picker.click();
  await page.getByRole('option', { name: 'Agência Lume' }).click();
  await expect(picker).toHaveText('Agência Lume');
  await picker.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SCREENS}/criar-brand-picker-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await picker.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/criar-brand-picker-1280.png` });

  // Deleting the default makes the other one the default again.
  await page.goto('/minha-marca');
  await page.getByRole('button', { name: 'Excluir Padaria Sol' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir marca' }).click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Agência Lume');
  await expect(items.first()).toContainText('Padrão');
});
