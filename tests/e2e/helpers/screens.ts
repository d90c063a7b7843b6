import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible } from '../fixtures';

const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens';

/**
 * Screenshots of the page at 1280 px and 390 px (`{name}-1280.png`, `{name}-390.png`), each checked by axe, and
 * no sideways scroll on the phone; the page is left at 1280 px.
 */
export async function shootBoth(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SCREENS}/${name}-1280.png`, fullPage: true });
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/${name}-390.png`, fullPage: true });
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}
