import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@carrossel.test', senha: 'admin-secret-123' };

/** Fails on serious or critical accessibility violations of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/**
 * `page` checks the screen a test ends on with axe and fails on uncaught page errors. Tests also call
 * expectAccessible(page) on each screen they pass through, so every page visited is checked.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    if (!page.isClosed()) {
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await expectAccessible(page);
    }
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
});

export { expect };
