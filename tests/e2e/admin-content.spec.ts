import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { captureScreen, signInAsAdmin, withE2EDatabase } from './admin-kit';
import { expect, expectAccessible, test } from './fixtures';
import { buildUser, registerAndVerify } from './helpers/auth';
import { queueIdleGenerationJob } from './helpers/database';
import { E2E_DATA_DIR } from './helpers/outbox';

interface SeededCarousel {
  id: string;
  status: string;
  tema: string;
}

/**
 * 12 carousels of one user straight in the database (the open ones get a job queued a day out, so
 * statuses stay put), newest
 * first by their minutes: 'Tema {tag} 01' is the newest. One finished carousel has a real .zip on disk.
 */
async function seedCarousels(
  email: string,
  tag: string,
): Promise<{ userId: string; carousels: SeededCarousel[] }> {
  const statuses = [
    'concluido',
    'processando',
    'erro: tempo esgotado',
    'pendente',
    'concluido',
    'cancelado',
    'completo',
    'concluido',
    'erro: imagem inválida',
    'concluido',
    'processando',
    'concluido',
  ];
  return withE2EDatabase(async (client) => {
    const { rows } = await client.query<{ id: string }>(
      'select id from profiles where lower(email) = lower($1)',
      [email],
    );
    const userId = rows[0]?.id;
    if (!userId) throw new Error(`no profile for ${email}`);
    const carousels: SeededCarousel[] = [];
    for (const [index, status] of statuses.entries()) {
      const tema = `Tema ${tag} ${String(index + 1).padStart(2, '0')}`;
      const trace =
        index === 0
          ? {
              writer: { writer: 'llm', model: 'gpt-4o-mini', latencyMs: 2400, attempts: 1 },
              template: { nome: 'Aurora' },
            }
          : null;
      const inserted = await client.query<{ id: string }>(
        `insert into carrosseis (id_usuario, tipo_carrossel, objetivo, campos_personalizados, status, tema, webhook_data, data_criacao)
         values ($1, 'conectar', 'conectar', '{"historiaDeQue":"Uma história"}'::jsonb, $2, $3, $4, now() - make_interval(mins => $5))
         returning id`,
        [userId, status, tema, trace, index + 1],
      );
      const id = inserted.rows[0]?.id ?? '';
      if (['pendente', 'processando'].includes(status)) await queueIdleGenerationJob(client, id);
      carousels.push({ id, status, tema });
    }
    const withZip = carousels[0];
    if (withZip) {
      const key = `${userId}/${withZip.id}/carrossel.zip`;
      const file = path.join(E2E_DATA_DIR, 'storage', 'carrosseis', key);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, Buffer.from('PK\u0005\u0006'.padEnd(22, '\u0000')));
      await client.query(
        `insert into arquivos (id_carrossel, url_arquivo, nome_arquivo, tipo, tamanho, storage_path, ordem)
         values ($1, $2, 'carrossel.zip', 'application/zip', 22, $3, 0)`,
        [withZip.id, `/storage/carrosseis/${key}`, key],
      );
    }
    return { userId, carousels };
  });
}

test('the content screen lists every carousel with its creator, filters, pages by 10 and shows details', async ({
  page,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const tag = randomBytes(3).toString('hex');
  const creator = await registerAndVerify(page, buildUser({ nome: 'Diana Conteúdo' }));
  const { carousels } = await seedCarousels(creator.email, tag);
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Conteúdo', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciamento de Conteúdos' })).toBeVisible();
  for (const label of ['Total Criados', 'Concluídos', 'Em Processamento', 'Com Erro']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }

  await page.getByLabel('Buscar').fill(`tema ${tag.toUpperCase()}`);
  const rows = page.getByRole('table', { name: 'Carrosséis' }).getByRole('row');
  await expect(rows).toHaveCount(11);
  await expect(page.getByText('Mostrando 1–10 de 12')).toBeVisible();
  await expect(page.getByText('Pág. 1 / 2')).toBeVisible();
  await expect(rows.nth(1)).toContainText(`#${carousels[0]?.id.slice(0, 8)}`);
  await expect(rows.nth(1)).toContainText('Diana Conteúdo');
  await expect(rows.nth(1)).toContainText(creator.email);
  await expect(rows.nth(1)).toContainText('Conectar');
  await expect(rows.nth(1)).toContainText('Aurora');
  await expect(rows.nth(1)).toContainText('há 1 minuto');
  await captureScreen(page, 'admin-content');

  await page.getByRole('button', { name: 'Próxima' }).click();
  await expect(page.getByText('Mostrando 11–12 de 12')).toBeVisible();
  await expect(page.getByText('Pág. 2 / 2')).toBeVisible();
  await expect(rows).toHaveCount(3);

  // A filter change goes back to page 1.
  await page.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Erro' }).click();
  await expect(page.getByText('Mostrando 1–2 de 2')).toBeVisible();
  const failed = carousels[2];
  if (!failed) throw new Error('seed');
  const failedShort = failed.id.slice(0, 8);
  await expect(page.getByRole('button', { name: `Copiar erro de #${failedShort}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Baixar #${failedShort}` })).toHaveCount(0);
  await page.getByRole('button', { name: `Copiar erro de #${failedShort}` }).click();
  await expect(page.getByText('Copiado', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('erro: tempo esgotado');

  await page.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Concluído' }).click();
  // completo counts as finished, but the download is offered for concluido only (docs/product-rules.md §4).
  await expect(page.getByText('Mostrando 1–6 de 6')).toBeVisible();
  const completo = carousels[6];
  if (!completo) throw new Error('seed');
  await expect(page.getByRole('button', { name: `Baixar #${completo.id.slice(0, 8)}` })).toHaveCount(0);

  // The download hands the .zip to the browser; a finished carousel without one says so.
  const withZip = carousels[0];
  const withoutZip = carousels[4];
  if (!withZip || !withoutZip) throw new Error('seed');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Baixar #${withZip.id.slice(0, 8)}` }).click();
  // Saved under the tema's name ('Tema {tag} 01'), not as one more carrossel.zip.
  expect((await download).suggestedFilename()).toBe(`carrossel-tema-${tag}-01.zip`);
  await page.getByRole('button', { name: `Baixar #${withoutZip.id.slice(0, 8)}` }).click();
  await expect(page.getByText('Sem arquivo')).toBeVisible();
  await expect(page.getByText('Nenhum .zip disponível para este carrossel.')).toBeVisible();

  await page.getByRole('button', { name: `Ver detalhes de #${withZip.id.slice(0, 8)}` }).click();
  const details = page.getByRole('dialog', { name: 'Detalhes do Conteúdo' });
  await expect(details).toContainText('Concluído');
  await expect(details).toContainText('Diana Conteúdo');
  await expect(details).toContainText(creator.email);
  await expect(details).toContainText('Aurora');
  await expect(details).toContainText('IA · gpt-4o-mini · 2,4 s');
  await expect(details.locator('pre')).toContainText(`"id": "${withZip.id}"`);
  await details.getByRole('button', { name: 'Copiar' }).click();
  await expect(page.getByText('Detalhes copiados para a área de transferência.')).toBeVisible();
  expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText())).id).toBe(withZip.id);
  await captureScreen(page, 'admin-content-details', { dialog: true });
  await page.keyboard.press('Escape');
  await expectAccessible(page);
});
