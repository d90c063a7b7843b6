import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN, expect, expectAccessible } from './fixtures';
import { loginAs } from './helpers/auth';
import { withE2EDatabase } from './helpers/database';

export { withE2EDatabase };

export const SCREENS = 'test-results/screens';

export async function signInAsAdmin(page: Page): Promise<void> {
  await loginAs(page, ADMIN.email, ADMIN.senha);
}

/** A real image file for the template form (the server renders it, so it must decode). */
export async function makeImageFile(name: string, color: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width: 800, height: 1000, channels: 3, background: color } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="800" height="1000"><circle cx="600" cy="250" r="180" fill="#ffffff" fill-opacity="0.35"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/**
 * The screen at 1280 and 390 px: a full-page screenshot of each (looked at by a person), axe on each, and
 * nothing sticking out sideways on the phone.
 */
export async function captureScreen(
  page: Page,
  name: string,
  options: { dialog?: boolean } = {},
): Promise<void> {
  // A dialog is fixed to the viewport: a full-page capture would stretch the page behind it.
  const fullPage = !options.dialog;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SCREENS}/${name}-1280.png`, fullPage });
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  // The layout settles after the resize (a toast or a dialog re-measures): wait for it, don't sleep.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/${name}-390.png`, fullPage });
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** An admin access token from the API, for setting up data without clicking through the screens. */
export async function getAdminToken(page: Page): Promise<string> {
  const response = await page.request.post('/api/auth/login', {
    data: { email: ADMIN.email, senha: ADMIN.senha },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}
