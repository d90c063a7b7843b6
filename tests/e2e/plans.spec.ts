import { mkdirSync } from 'node:fs';
import { expect, expectAccessible, test } from './fixtures';

const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens';
mkdirSync(SCREENS, { recursive: true });

test('a visitor on a phone sees what the product does on /login and reaches /planos: samples and packs in reais', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  const promo = page.getByRole('region', { name: 'Ideias viram carrosséis para o Instagram' });
  await expect(promo).toBeInViewport();
  await expect(promo).toContainText('2 créditos grátis');
  await expect(promo.getByRole('link', { name: 'Criar conta grátis' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('heading', { name: 'Entrar na sua conta' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS}/login-390.png`, fullPage: true });

  await promo.getByRole('link', { name: 'Ver planos e exemplos' }).click();
  await expect(page).toHaveURL('/planos');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Ideias viram carrosséis para o Instagram em minutos',
  );
  // Three short carousels, each a strip of slides drawn by the slide engine in one of our templates.
  const samples = page.getByRole('region', { name: 'Exemplos feitos com os nossos templates' });
  await expect(samples.getByRole('list', { name: /^Slides do exemplo / })).toHaveCount(3);
  const slides = samples.getByRole('img');
  await expect(slides).toHaveCount(12);
  for (const slide of await slides.all()) {
    await expect(slide).toHaveAttribute('alt', /^Slide [1-4] de 4: \S/);
    await expect(slide).toHaveAttribute('loading', 'lazy');
    await expect(slide).toHaveAttribute('width', '540');
    await expect(slide).toHaveAttribute('height', '675');
    await slide.scrollIntoViewIfNeeded();
    await expect.poll(() => slide.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(540);
  }
  const packs = page.getByRole('region', { name: 'Pacotes de créditos' });
  for (const price of ['R$ 59,90', 'R$ 134,90', 'R$ 239,90']) await expect(packs).toContainText(price);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS}/planos-390.png`, fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SCREENS}/planos-1280.png`, fullPage: true });
  await page.goto('/register');
  await expect(page.getByRole('link', { name: 'Planos e exemplos' })).toHaveAttribute('href', '/planos');
});
