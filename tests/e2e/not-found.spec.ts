import { captureScreen } from './admin-kit';
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

test('a file of the app that does not load shows "Algo deu errado" and a reload that starts the app', async ({
  page,
}) => {
  // The route table's file fails (an older release's after a deploy, or the connection lost mid-start).
  await page.route(/\/assets\/router-[\w-]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/minha-marca');
  await expect(page.getByRole('heading', { name: 'Algo deu errado' })).toBeVisible();
  await expect(page.getByText('Não foi possível carregar esta página. Tente recarregar.')).toBeVisible();
  await captureScreen(page, 'start-failure');
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Recarregar' }).click();
  // Started this time: a visitor without a session is taken to the login.
  await expect(page).toHaveURL(/\/login$/);
});
