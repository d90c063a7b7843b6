import { captureScreen, signInAsAdmin, withE2EDatabase } from './admin-kit';
import { expect, test } from './fixtures';

const TABLES = [
  'profiles',
  'carrosseis',
  'creditos',
  'templates',
  'pagamentos',
  'logs',
  'arquivos',
  'notificacoes',
];

test('the database screen shows the 8 tables with their real counts and an honest connection status', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/database');
  await expect(page.getByRole('heading', { level: 1, name: 'Banco de Dados' })).toBeVisible();
  await expect(page.getByText('PostgreSQL', { exact: true })).toBeVisible();
  await expect(page.getByText('Online')).toBeVisible();
  const counts = await withE2EDatabase(async (client) => {
    const result: Record<string, number> = {};
    for (const table of TABLES) {
      const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
      result[table] = rows[0]?.n ?? 0;
    }
    return result;
  });
  for (const table of TABLES) {
    const row = page.getByTestId(`table-${table}`);
    await expect(row).toContainText(table);
    // Logs grow while we look (our own requests log nothing, other specs may): at least what we counted.
    const shown = Number((await row.getByRole('cell').last().innerText()).replace(/\D/g, ''));
    if (table === 'logs') expect(shown).toBeGreaterThanOrEqual(counts[table] ?? 0);
    else expect(shown).toBe(counts[table]);
  }
  await expect(page.getByText(/banco PostgreSQL externo na nuvem/)).toBeVisible();
  await expect(page.getByText(/PostgreSQL embutido/)).toBeVisible();
  await captureScreen(page, 'admin-database');
});

test('the admin dashboard shows real figures, quick access and the latest activity', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Painel Administrativo' })).toBeVisible();
  const summary = page.getByRole('navigation', { name: 'Resumo da plataforma' });
  await expect(summary.getByRole('link', { name: /^Usuários/ })).toHaveAttribute('href', '/admin');
  await expect(summary.getByRole('link', { name: /^Banco/ })).toContainText('Online');
  const templates = await withE2EDatabase(async (client) => {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from templates');
    return rows[0]?.n ?? 0;
  });
  await expect(summary.getByRole('link', { name: /^Templates/ })).toContainText(String(templates));
  await expect(page.getByTestId('success-rate')).toHaveText(/^\d+%$/);
  // The admin's own sign-in is the latest activity.
  await expect(page.getByTestId('recent-activity').getByRole('listitem')).toHaveCount(4);
  await expect(page.getByTestId('recent-activity').getByRole('listitem').first()).toContainText('Login');
  await expect(page.getByRole('link', { name: 'Ver todos' })).toHaveAttribute('href', '/logs');
  const writer = page.getByTestId('writer-panel');
  await expect(writer.getByRole('heading', { name: 'Escritor dos textos' })).toBeVisible();
  await expect(writer).toContainText('Escritor local (sem IA)');
  await expect(writer.getByText('Taxa de sucesso')).toBeVisible();
  await captureScreen(page, 'admin-dashboard');
  await page.getByRole('link', { name: 'Gerenciar Templates' }).click();
  await expect(page).toHaveURL(/\/templates$/);
});
