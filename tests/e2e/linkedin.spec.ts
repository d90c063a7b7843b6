import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { buildUser, registerAndVerify, signInWithStoredSession } from './helpers/auth';
import { createFinishedCarousel } from './helpers/carousels';
import { shootBoth } from './helpers/screens';

const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens';

/** The open dialog as the screen shows it (not the whole page behind it) at 1280 and 390 px, checked by axe. */
async function shootDialog(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png` });
    await expectAccessible(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Publishing to both networks from the download page, through the real screens against the fakes
 * (tests/fakes/fake-linkedin.ts, fake-instagram.ts). The rules themselves (errors, limits, crashes, scheduling)
 * are proved below the browser, in tests/integration/linkedin*.test.ts and instagram*.test.ts.
 */
test('connects LinkedIn and Instagram, publishes the carousel to both from the download page and sees them on the history card', async ({
  page,
}) => {
  // Two networks published end to end, and ten screens checked by axe: generous for a loaded machine.
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const user = await registerAndVerify(page, buildUser({ nome: 'Lia Linked' }));
  const token = await signInWithStoredSession(page, user);
  const id = await createFinishedCarousel(page.request, token);

  // Connect: LinkedIn's authorization window (the fake) sends the browser back to Minha conta.
  await page.goto('/conta');
  const section = page.getByRole('region', { name: 'LinkedIn' });
  await section.getByRole('button', { name: 'Conectar LinkedIn' }).click();
  await expect(page).toHaveURL('/conta');
  await expect(page.getByText('LinkedIn conectado.')).toBeVisible();
  await expect(section.getByTestId('linkedin-name')).toHaveText('Marina Teste');
  await page
    .getByRole('region', { name: 'Instagram' })
    .getByRole('button', { name: 'Conectar Instagram' })
    .click();
  await expect(page.getByText('Instagram conectado.')).toBeVisible();
  await shootBoth(page, 'linkedin-conta');

  // The dialog: the carousel's caption counted against LinkedIn's 3,000 characters, now or scheduled.
  await page.goto(`/download/${id}`);
  await page.getByRole('button', { name: /Publicar no LinkedIn/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Publicar no LinkedIn' });
  await expect(dialog.getByTestId('caption-counter')).toContainText('/ 3.000 caracteres');
  await dialog.getByLabel('Agendar data e hora').check();
  // The server's answer is said in the dialog (the schedule rules are tested below the browser).
  await dialog.getByLabel('Data', { exact: true }).fill('2099-01-01');
  await dialog.getByRole('button', { name: 'Agendar publicação' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Agende no máximo 60 dias à frente.');
  await shootDialog(page, 'linkedin-agendar');
  await dialog.getByLabel('Agora').check();
  await dialog.getByLabel('Legenda').fill('Carrossel publicado como documento #teste');
  await dialog.getByRole('button', { name: 'Publicar agora' }).click();
  // Upload, PROCESSING, AVAILABLE, the post: followed live until LinkedIn's link.
  await expect(dialog.getByTestId('linkedin-post-state')).toHaveText('Publicado', { timeout: 45_000 });
  await expect(dialog.getByRole('link', { name: 'Ver no LinkedIn' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.linkedin\.com\/feed\/update\/urn:li:share:\d+\/$/,
  );
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Concluir' }).click();

  // Instagram from the same page.
  await page.getByRole('button', { name: /Publicar no Instagram/ }).click();
  const instagram = page.getByRole('dialog', { name: 'Publicar no Instagram' });
  await instagram.getByRole('button', { name: 'Publicar agora' }).click();
  await expect(instagram.getByTestId('instagram-post-state')).toHaveText('Publicado', { timeout: 45_000 });
  await instagram.getByRole('button', { name: 'Concluir' }).click();

  const main = page.getByRole('main');
  await expect(main.getByTestId('linkedin-posts').getByTestId('linkedin-post-state')).toHaveText('Publicado');
  await expect(main.getByTestId('instagram-posts').getByTestId('instagram-post-state')).toHaveText(
    'Publicado',
  );
  await shootBoth(page, 'linkedin-download');

  // The history card lists both posts, from the list itself, each with its status and link.
  await page.goto('/historico');
  const posts = page.getByRole('list', { name: /Publicações/ });
  await expect(posts.getByRole('listitem')).toHaveCount(2);
  await expect(posts.getByRole('listitem').filter({ hasText: 'LinkedIn' })).toContainText('Publicado');
  await expect(posts.getByRole('link', { name: /Ver no LinkedIn/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.linkedin\.com\/feed\/update\//,
  );
  await expect(posts.getByRole('link', { name: /Ver no Instagram/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.instagram\.com\/p\//,
  );
  await shootBoth(page, 'linkedin-historico');
});
