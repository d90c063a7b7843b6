import { mkdirSync } from 'node:fs';
import { expect, expectAccessible, test } from './fixtures';
import { buildUser, loginAs, registerAndVerify } from './helpers/auth';
import { createFinishedCarousel } from './helpers/carousels';

const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens';
mkdirSync(SCREENS, { recursive: true });

test('connects Instagram in Minha conta, schedules and cancels a post, publishes one and sees it go live', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const user = await registerAndVerify(page, buildUser({ nome: 'Ines Insta' }));
  const login = await page.request.post('/api/auth/login', {
    data: { email: user.email, senha: user.senha },
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const id = await createFinishedCarousel(page.request, token);
  const slides = (await (
    await page.request.get(`/api/carousels/${id}/slides`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { legenda: string };
  await loginAs(page, user.email, user.senha);

  // Connect: Instagram's window (the fake) sends the browser back to Minha conta.
  await page.goto('/conta');
  const section = page.getByRole('region', { name: 'Instagram' });
  await section.getByRole('button', { name: 'Conectar Instagram' }).click();
  await expect(page).toHaveURL('/conta');
  await expect(page.getByText('Instagram conectado.')).toBeVisible();
  await expect(section.getByTestId('instagram-name')).toHaveText('@marca.teste');
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS}/instagram-conta-1280.png`, fullPage: true });

  // Schedule from the download page: the caption starts as the carousel's legenda, counted.
  await page.goto(`/download/${id}`);
  await page.getByRole('button', { name: /Publicar no Instagram/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Publicar no Instagram' });
  await expect(dialog.getByLabel('Legenda')).toHaveValue(slides.legenda);
  await expect(dialog.getByTestId('caption-counter')).toContainText(
    `${slides.legenda.length.toLocaleString('pt-BR')} / 2.200 caracteres`,
  );
  await dialog.getByLabel('Agendar data e hora').check();
  await dialog.getByLabel('Data', { exact: true }).fill('2099-01-01');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS}/instagram-agendar-1280.png` });
  await dialog.getByRole('button', { name: 'Agendar publicação' }).click();
  // Too far ahead: the server's rule, in Portuguese; then a time tomorrow is accepted.
  await expect(dialog.getByRole('alert')).toHaveText('Agende no máximo 60 dias à frente.');
  const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('sv-SE', {
    timeZone: 'America/Sao_Paulo',
  });
  await dialog.getByLabel('Data', { exact: true }).fill(tomorrow);
  await dialog.getByLabel('Hora', { exact: true }).fill('09:30');
  await dialog.getByRole('button', { name: 'Agendar publicação' }).click();
  await expect(dialog.getByTestId('instagram-post-state')).toHaveText('Agendado');
  await dialog.getByRole('button', { name: 'Concluir' }).click();

  const posts = page.getByRole('main').getByTestId('instagram-posts');
  await expect(posts).toContainText('09:30 (horário de Brasília)');
  await posts.getByRole('button', { name: 'Cancelar agendamento' }).click();
  await expect(posts.getByTestId('instagram-post-state').first()).toHaveText('Cancelado');

  // Publish now: the status follows live until the permalink.
  await page.getByRole('button', { name: /Publicar no Instagram/ }).click();
  await dialog.getByLabel('Legenda').fill('Publicado pelo Carrossel #teste');
  await dialog.getByRole('button', { name: 'Publicar agora' }).click();
  await expect(dialog.getByTestId('instagram-post-state')).toHaveText('Publicado', { timeout: 45_000 });
  await expect(dialog.getByRole('link', { name: 'Ver no Instagram' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.instagram\.com\/p\//,
  );
  await dialog.getByRole('button', { name: 'Concluir' }).click();
  await expect(posts.getByTestId('instagram-post-state').first()).toHaveText('Publicado');
  // What the post achieved, read on demand (the fake's insights start at zero).
  await posts.getByRole('button', { name: 'Atualizar números do post' }).click();
  await expect(posts.getByTestId('instagram-metrics')).toContainText('Salvamentos0');
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS}/instagram-download-1280.png`, fullPage: true });

  // The same numbers on the history card, and the post on the dashboard's 30-day chart.
  await page.goto('/historico');
  const cardMetrics = page.getByTestId('card-instagram-metrics');
  await expect(cardMetrics).toContainText('Salvamentos0');
  await expect(cardMetrics).toContainText('Alcance0');
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS}/insights-historico-1280.png`, fullPage: true });
  await page.goto('/dashboard');
  const chart = page.getByTestId('insights-chart');
  await expect(chart.getByRole('img')).toHaveAttribute(
    'aria-label',
    /1 post, 0 salvamentos, 0 compartilhamentos/,
  );
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS}/insights-dashboard-1280.png`, fullPage: true });
  await page.goto(`/download/${id}`);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/instagram-download-390.png`, fullPage: true });
  await page.getByRole('button', { name: /Publicar no Instagram/ }).click();
  await dialog.getByLabel('Agendar data e hora').check();
  await page.screenshot({ path: `${SCREENS}/instagram-agendar-390.png` });
  await page.keyboard.press('Escape');
  await page.goto('/conta');
  await expect(page.getByTestId('instagram-name')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/instagram-conta-390.png`, fullPage: true });
  await page.goto('/historico');
  await expect(page.getByTestId('card-instagram-metrics')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/insights-historico-390.png`, fullPage: true });
  await page.goto('/dashboard');
  await expect(page.getByTestId('insights-chart')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/insights-dashboard-390.png`, fullPage: true });
});
