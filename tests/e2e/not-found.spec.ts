import { expect, test } from './fixtures';

test('an unknown path shows the 404 page in English', async ({ page }) => {
  await page.goto('/um-caminho-que-nao-existe');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.locator('main')).toHaveAttribute('lang', 'en');
});

test('the SPA answers deep links with index.html (history fallback)', async ({ request }) => {
  const response = await request.get('/minha-marca');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  // The app's document: its root, already holding the loading card the build paints into it.
  expect(await response.text()).toContain('<div id="root"><main data-slot="loading-card"');
});
