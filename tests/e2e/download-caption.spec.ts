import { mkdirSync } from 'node:fs';
import { expect, expectAccessible, test } from './fixtures';
import { loginAs } from './helpers/auth';
import { createOwnerWithCarousel } from './helpers/carousels';

const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens';
mkdirSync(SCREENS, { recursive: true });

test('the history card opens the download page, whose caption and hashtags copy apart, without asking for Instagram posts when publishing is off; template names wrap on a phone', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { user, token, id } = await createOwnerWithCarousel(page, 'Lia Legenda');
  const { legenda } = (await (
    await page.request.get(`/api/carousels/${id}/slides`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { legenda: string };
  const hashtags = legenda.match(/#[\p{L}\p{N}_]+/gu) ?? [];
  expect(hashtags.length).toBeGreaterThan(0);
  // This run's server has Instagram set up; the page gets what a server without it answers (connections.ts),
  // and must then never ask for the carousel's posts (that route answers 503 there).
  await page.route('**/api/instagram', (route) =>
    route.fulfill({ json: { disponivel: false, conta: null } }),
  );
  const askedForPosts: string[] = [];
  page.on('request', (request) => {
    if (/^\/api\/carousels\/[^/]+\/instagram/.test(new URL(request.url()).pathname)) {
      askedForPosts.push(request.url());
    }
  });
  await loginAs(page, user.email, user.senha);

  await page.goto('/historico');
  await page
    .getByRole('link', { name: /^Ver download: / })
    .first()
    .click();
  await expect(page).toHaveURL(`/download/${id}`);
  const caption = page.getByRole('region', { name: 'Legenda' });
  await expect(caption).toContainText(hashtags.join(' '));

  await caption.getByRole('button', { name: 'Copiar legenda' }).click();
  await expect(caption.getByRole('button', { name: 'Legenda copiada!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(legenda);
  await caption.getByRole('button', { name: 'Copiar hashtags' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(hashtags.join(' '));

  await page.waitForLoadState('networkidle');
  expect(askedForPosts).toEqual([]);

  // Every file link says which file it downloads.
  const links = page.getByTestId('download-file').getByRole('link');
  for (const link of await links.all()) {
    expect(await link.getAttribute('aria-label')).toMatch(/^(Baixar|Abrir) .+\.(zip|pdf|png|jpg)$/);
  }
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS}/download-caption-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await caption.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/download-caption-390.png`, fullPage: true });

  // On a phone, a long template name takes two lines instead of an ellipsis.
  await page.goto('/criar?tipo=conectar');
  const name = page.getByText('Aquarela de Fim de Tarde', { exact: true });
  await name.scrollIntoViewIfNeeded();
  expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect(await name.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(20);
  await page.screenshot({ path: `${SCREENS}/create-template-names-390.png`, fullPage: true });
});
