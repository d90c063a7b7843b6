import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { createSignedInUser } from './helpers/auth';
import { withE2EDatabase } from './helpers/database';

const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens';
mkdirSync(SCREENS, { recursive: true });

async function shootBoth(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SCREENS}/${name}-1280.png`, fullPage: true });
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/${name}-390.png`, fullPage: true });
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Five credits through a ledger row, as an admin adjustment would (a new account has 2). */
async function giveCredits(email: string): Promise<void> {
  await withE2EDatabase(async (client) => {
    await client.query(
      `with target as (select id from profiles where email = $1),
            moved as (update creditos set saldo_atual = saldo_atual + 5 where id_usuario = (select id from target)
                      returning id_usuario, saldo_atual)
       insert into credit_ledger (id_usuario, kind, delta, saldo_apos, descricao)
       select id_usuario, 'ajuste_admin', 5, saldo_atual, 'Ajuste de teste' from moved`,
      [email],
    );
  });
}

const CSV = [
  'historiaDeQue;desafio;acao;resultado;moral',
  'Como perdi meu maior cliente;Entreguei atrasado três vezes;Criei um processo de prazos;O cliente voltou;Errar faz parte',
  'A padaria do bairro;O faturamento caiu à metade;Começou a vender café da manhã;Dobrou as vendas;Ouça seus clientes',
  'Minha primeira palestra;Travei no palco;Treinei com amigos;Fui convidada de novo;Coragem se treina',
].join('\r\n');

test('a CSV of three rows uploaded on /criar becomes three finished carousels on the batch page', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const user = await createSignedInUser(page, { nome: 'Lia Lote' });
  await giveCredits(user.email);
  await page.goto('/criar');
  await page.getByRole('button', { name: 'Gerar em lote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gerar em lote' });
  await dialog.getByLabel('Objetivo').selectOption('conectar');
  await expect(dialog.getByLabel('Estilo visual').locator('option')).not.toHaveCount(0);
  await dialog
    .getByLabel(/^Planilha/)
    .setInputFiles({ name: 'lote.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await dialog.getByRole('button', { name: 'Conferir planilha' }).click();
  await expect(dialog.getByRole('status')).toContainText('3 carrosséis, usando 3 créditos');
  await shootBoth(page, 'batch-dialog');
  await dialog.getByRole('button', { name: 'Gerar 3 carrosséis' }).click();

  await expect(page).toHaveURL(/\/lotes\/[0-9a-f-]{36}$/);
  const rows = page.getByTestId('batch-carousel');
  await expect(rows).toHaveCount(3);
  await expect(page.getByText(/^Pronto: 3 concluídos/)).toBeVisible({ timeout: 120_000 });
  await expect(
    page.getByRole('button', { name: 'Baixar tudo' }).or(page.getByRole('link', { name: 'Baixar tudo' })),
  ).toBeVisible();
  await shootBoth(page, 'batch-page');
});

test('the Webhooks screen creates an endpoint and shows its secret once', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await createSignedInUser(page, { nome: 'Davi Dev' });
  await page.goto('/desenvolvedores/webhooks');
  await page.getByLabel('Endereço (URL)').fill('https://93.184.215.14/webhooks/carrossel');
  await page.getByRole('button', { name: 'Criar endpoint' }).click();
  await expect(page.getByTestId('webhook-secret').getByRole('textbox')).toHaveValue(/^whsec_/);
  await expect(page.getByText('https://93.184.215.14/webhooks/carrossel', { exact: true })).toBeVisible();
  await shootBoth(page, 'webhooks');
});
