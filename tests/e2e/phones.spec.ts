import type { Locator, Page } from '@playwright/test';
import { captureScreen } from './admin-kit';
import { expect, test } from './fixtures';
import { createSignedInUser } from './helpers/auth';
import { createFinishedCarousel } from './helpers/carousels';

/** Every image of `images` scrolled to (they load lazily), decoded, and no wider than `maxWidth` pixels. */
async function expectAllLoaded(images: Locator, maxWidth: number): Promise<void> {
  // The list may arrive a moment after the screen (the detail dialog reads the slides itself).
  await expect(images.first()).toBeVisible();
  const count = await images.count();
  for (let index = 0; index < count; index++) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBeGreaterThan(0);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeLessThanOrEqual(
      maxWidth,
    );
  }
}

async function accessToken(page: Page, email: string, senha: string): Promise<string> {
  const response = await page.request.post('/api/auth/login', { data: { email, senha } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

test('the history shows each slide by its small copy and /criar every template preview by its own, on a phone too', async ({
  page,
}) => {
  // A real carousel drawn by the worker, then two screens captured at two widths.
  test.setTimeout(180_000);
  const user = await createSignedInUser(page);
  await createFinishedCarousel(page.request, await accessToken(page, user.email, user.senha));

  await page.goto('/historico');
  const card = page.getByTestId('carousel-card');
  await expect(card).toHaveCount(1);
  // The cover is the 540 px copy, not the 1080 px PNG.
  await expectAllLoaded(card.locator('img'), 540);
  await captureScreen(page, 'phones-history');
  await card.getByRole('button', { name: /^Detalhes:/ }).click();
  const dialog = page.getByRole('dialog');
  await expectAllLoaded(dialog.getByTestId('details-slides').locator('img'), 540);
  await captureScreen(page, 'phones-history-details', { dialog: true });
  await page.keyboard.press('Escape');

  // The styles appear once an objective is chosen.
  await page.goto('/criar?tipo=convencer');
  // Each card's preview is the 540 px copy too ('Ver' opens the full one).
  await expectAllLoaded(page.getByTestId('template-option').locator('img'), 540);
  await captureScreen(page, 'phones-create');
});

test('a first visit to /login is the light login screen, the same at 1280 and 390 px', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Entrar na sua conta' })).toBeVisible();
  await expect(page).toHaveTitle('Entrar · Carrossel');
  // The login's own entry, not the app's (whose entry is index-*.js). The page arrives painted and its boot
  // asks for the entry only after the first paint, so the heading shows before the entry is requested.
  await expect.poll(() => scripts.some((script) => /\/assets\/login-[\w-]+\.js$/.test(script))).toBe(true);
  expect(scripts.filter((script) => /\/assets\/index-[\w-]+\.js$/.test(script))).toEqual([]);
  await captureScreen(page, 'phones-login');
});

test('a field tapped on the painted /login before its script has run is the field typed into once it has', async ({
  page,
}) => {
  // The login's entry is held back: the page shows only the painted copy, whose fields are inert.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/login-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  const email = page.getByLabel('E-mail');
  await expect(email).toHaveAttribute('readonly', '');
  await email.click();
  release();
  await expect(email).toBeEditable();
  await expect(email).toBeFocused();
  await page.keyboard.type('ana@exemplo.com');
  await expect(email).toHaveValue('ana@exemplo.com');
});

test('on a phone /login lays out the same in the fallback font as in Inter, so nothing moves when Inter arrives', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // Where the brand panel's heading and the sign-in card sit, and how tall the heading is.
  const layout = () =>
    page.evaluate(() =>
      ['#login-promo-title', '[data-slot="card"]'].map((selector) => {
        const box = document.querySelector(selector)?.getBoundingClientRect();
        return box ? [Math.round(box.y), Math.round(box.height)] : null;
      }),
    );
  // The phone before Inter has arrived: the fonts never load, the metric-matched fallback draws the screen.
  await page.route('**/*.woff2', (route) => route.abort());
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Entrar na sua conta' })).toBeVisible();
  const interLoaded = (weight: string) =>
    page.evaluate(
      (wanted) =>
        [...document.fonts].some(
          (face) =>
            face.family.replaceAll('"', '') === 'Inter' && face.weight === wanted && face.status === 'loaded',
        ),
      weight,
    );
  expect(await interLoaded('700')).toBe(false);
  const inFallback = await layout();
  expect(inFallback).not.toContain(null);

  await page.unroute('**/*.woff2');
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Entrar na sua conta' })).toBeVisible();
  await expect.poll(() => interLoaded('700')).toBe(true);
  expect(await layout()).toEqual(inFallback);
});
