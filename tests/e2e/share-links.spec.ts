import { expect, test } from './fixtures';
import { buildUser, loginAs, registerAndVerify } from './helpers/auth';
import { createFinishedCarousel } from './helpers/carousels';
import { shootBoth } from './helpers/screens';

test('the owner shares a carousel by link: a visitor without an account sees the slides and downloads the ZIP, until the link is revoked', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  const user = await registerAndVerify(page, buildUser({ nome: 'Sofia Compartilha' }));
  const login = await page.request.post('/api/auth/login', {
    data: { email: user.email, senha: user.senha },
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const id = await createFinishedCarousel(page.request, token, 'retrato');
  await loginAs(page, user.email, user.senha);
  await page.goto(`/download/${id}`);

  const share = page.getByRole('region', { name: 'Compartilhar' });
  await share.getByLabel('Validade do link').click();
  await page.getByRole('option', { name: 'Vale por 1 dia' }).click();
  await share.getByRole('button', { name: 'Criar link de compartilhamento' }).click();
  const address = share.getByLabel(/^Link para compartilhar/);
  await expect(address).toHaveValue(/\/c\/[A-Za-z0-9_-]{43}$/);
  await share.getByRole('button', { name: 'Copiar link' }).click();
  await expect(share.getByRole('button', { name: 'Link copiado' })).toBeVisible();
  const url = await address.inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  const links = share.getByRole('list', { name: 'Links de compartilhamento' });
  await expect(links.getByRole('listitem')).toHaveCount(1);
  await expect(links).toContainText(/Ativo.*vale até \d{2}\/\d{2}\/\d{4}/s);
  await shootBoth(page, 'share-links-owner');

  // A visitor with no account, in another browser.
  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await visitor.setViewportSize({ width: 1280, height: 900 });
  await visitor.goto(new URL(url).pathname);
  await expect(visitor.getByText('Carrossel compartilhado')).toBeVisible();
  const slides = visitor.getByTestId('shared-slides').getByRole('img');
  await expect(slides.first()).toHaveAttribute('alt', /^Slide 1 de \d+ \(abre em tamanho real\)$/);
  // The strip shows each slide's small copy; a tap opens the slide itself.
  await expect.poll(() => slides.first().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(540);
  const fullSlide = visitor.getByRole('link', { name: /^Slide 1 de \d+/ });
  expect(await fullSlide.getAttribute('href')).toMatch(/\/arquivos\/[0-9a-f-]{36}$/);
  const zip = visitor.getByRole('link', { name: /^Baixar tudo \(ZIP/ });
  const zipHref = (await zip.getAttribute('href')) ?? '';
  const zipAnswer = await visitor.request.get(zipHref);
  expect(zipAnswer.status()).toBe(200);
  expect([...(await zipAnswer.body()).subarray(0, 2)]).toEqual([0x50, 0x4b]);
  // Nothing of the owner on the page.
  await expect(visitor.getByText(user.email)).toHaveCount(0);
  await expect(visitor.getByText('Sofia Compartilha')).toHaveCount(0);
  await shootBoth(visitor, 'share-links-public');

  // The owner revokes it: the visitor's next visit says so, and the file stops downloading.
  await links.getByRole('button', { name: /^Revogar o link/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revogar link' }).click();
  await expect(links).toContainText('Revogado');
  // Its address is no longer offered to copy.
  await expect(share.getByRole('button', { name: 'Copiar link' })).toHaveCount(0);
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Este link não funciona mais' })).toBeVisible();
  expect((await visitor.request.get(zipHref)).status()).toBe(404);
  await shootBoth(visitor, 'share-links-revoked');
  await stranger.close();
});
