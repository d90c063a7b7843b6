import { expect, expectAccessible, test } from './fixtures';
import { buildUser, loginAs, registerAndVerify } from './helpers/auth';
import { queueIdleGenerationJob, withE2EDatabase } from './helpers/database';

const SCREENS = 'test-results/screens';

/**
 * A known history written straight to the database (the open ones get a job queued a day out, so their statuses
 * stay put): 5 carousels in every state, and credits 2 (sign-up) -1 -1 +5 = 5.
 */
async function seedHistory(email: string): Promise<void> {
  await withE2EDatabase(async (client) => {
    await client.query('begin');
    const { rows } = await client.query<{ id: string }>(
      'select id from profiles where lower(email) = lower($1)',
      [email],
    );
    const userId = rows[0]?.id;
    if (!userId) throw new Error(`no profile for ${email}`);
    const carousels = [
      { tema: 'Como dobrei minhas vendas', objetivo: 'conectar', status: 'concluido', minutesAgo: 50 },
      { tema: 'O mito do post diário', objetivo: 'convencer', status: 'completo', minutesAgo: 40 },
      {
        tema: 'Feira de ciências 2026',
        objetivo: 'investigar',
        status: 'erro: tempo esgotado',
        minutesAgo: 30,
      },
      { tema: 'Minha primeira loja', objetivo: 'conectar', status: 'pendente', minutesAgo: 15 },
      { tema: 'Três erros no Reels', objetivo: 'convencer', status: 'processando', minutesAgo: 10 },
    ];
    for (const carousel of carousels) {
      const inserted = await client.query<{ id: string }>(
        `insert into carrosseis (id_usuario, tipo_carrossel, campos_personalizados, status, motivo_erro, objetivo, tema, data_criacao)
         values ($1, $2, '{}'::jsonb, $3, $6, $2, $4, now() - make_interval(mins => $5)) returning id`,
        [
          userId,
          carousel.objetivo,
          carousel.status,
          carousel.tema,
          carousel.minutesAgo,
          carousel.status.startsWith('erro: ') ? carousel.status.slice('erro: '.length) : null,
        ],
      );
      const id = inserted.rows[0]?.id;
      if (id && ['pendente', 'processando'].includes(carousel.status))
        await queueIdleGenerationJob(client, id);
    }
    const movements = [
      {
        kind: 'carrossel',
        delta: -1,
        saldo: 1,
        descricao: 'Carrossel: Como dobrei minhas vendas',
        tema: 'Como dobrei minhas vendas',
        minutesAgo: 50,
      },
      {
        kind: 'carrossel',
        delta: -1,
        saldo: 0,
        descricao: 'Carrossel: O mito do post diário',
        tema: 'O mito do post diário',
        minutesAgo: 40,
      },
      {
        kind: 'ajuste_admin',
        delta: 5,
        saldo: 5,
        descricao: 'Cortesia do suporte',
        tema: null,
        minutesAgo: 5,
      },
    ];
    for (const movement of movements) {
      await client.query(
        // A carousel's debit names its carousel (the history reads its theme from there).
        `insert into credit_ledger (id_usuario, kind, delta, saldo_apos, descricao, created_at, id_carrossel)
         values ($1, $2, $3, $4, $5, now() - make_interval(mins => $6),
                 (select id from carrosseis where id_usuario = $1 and tema = $7))`,
        [
          userId,
          movement.kind,
          movement.delta,
          movement.saldo,
          movement.descricao,
          movement.minutesAgo,
          movement.tema,
        ],
      );
    }
    // The sign-up bonus came first in this story.
    await client.query(
      "update credit_ledger set created_at = now() - interval '60 minutes' where id_usuario = $1 and kind = 'bonus_cadastro'",
      [userId],
    );
    await client.query('update creditos set saldo_atual = 5 where id_usuario = $1', [userId]);
    await client.query('commit');
  });
}

test('the dashboard greets by first name and its figures match the user’s carousels and credits', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const user = await registerAndVerify(page, buildUser({ nome: 'Helena Duarte Souza' }));
  await seedHistory(user.email);
  await loginAs(page, user.email, user.senha);

  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Helena!' })).toBeVisible();
  await page.getByRole('button', { name: 'Comprar créditos' }).click();
  const purchase = page.getByRole('dialog', { name: 'Comprar Créditos' });
  await expect(purchase).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(purchase).toBeHidden();
  await expect(page.getByTestId('stat-total')).toContainText('5');
  await expect(page.getByTestId('stat-processing')).toContainText('2');
  await expect(page.getByTestId('stat-done')).toContainText('2');

  const tiles = page.getByRole('link', { name: /^(Conectar|Convencer|Investigar)/ });
  await expect(tiles).toHaveCount(3);
  await expect(page.getByRole('link', { name: /^Conectar/ })).toHaveAttribute('href', '/criar?tipo=conectar');
  await expect(page.getByRole('link', { name: /^Convencer/ })).toHaveAttribute(
    'href',
    '/criar?tipo=convencer',
  );
  await expect(page.getByRole('link', { name: /^Investigar/ })).toHaveAttribute(
    'href',
    '/criar?tipo=investigar',
  );
  await expect(page.getByRole('link', { name: /^Investigar/ })).toContainText('1 crédito');

  const recent = page.getByTestId('recent-carousels').getByRole('listitem');
  await expect(recent).toHaveCount(3);
  await expect(recent.nth(0)).toContainText('Três erros no Reels');
  await expect(recent.nth(0)).toContainText('Processando');
  await expect(recent.nth(1)).toContainText('Pendente');
  await expect(recent.nth(2)).toContainText('Erro');
  await expect(page.getByRole('link', { name: 'Ver todos' })).toHaveAttribute('href', '/historico');

  await expect(page.getByTestId('dashboard-balance')).toHaveText('5');
  const movements = page.getByTestId('recent-transactions').getByRole('listitem');
  await expect(movements).toHaveCount(3);
  await expect(movements.nth(0)).toContainText('+5');
  // A screen reader hears what happened ('1 crédito usado'), not the figure '−1' shown beside it.
  for (const index of [1, 2]) {
    await expect(movements.nth(index).getByText('−1')).toHaveAttribute('aria-hidden', 'true');
    await expect(movements.nth(index)).toContainText('1 crédito usado');
  }
  await expect(page.getByRole('link', { name: 'Meus Créditos' }).last()).toHaveAttribute('href', '/creditos');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SCREENS}/dashboard-1280.png`, fullPage: true });
  await expectAccessible(page);

  await page.setViewportSize({ width: 390, height: 844 });
  // The header's button hides on a phone; the credits card offers the purchase under the balance instead.
  const header = page.locator('[data-slot="page-header"]');
  await expect(header.getByRole('button', { name: 'Comprar créditos' })).toHaveCount(0);
  const creditsCard = page.getByText('Gestão de Créditos').locator('xpath=ancestor::*[@data-slot="card"][1]');
  await expect(creditsCard.getByRole('button', { name: 'Comprar créditos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Comprar créditos' })).toHaveCount(1);
  // Nothing may stick out sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/dashboard-390.png`, fullPage: true });
  await expectAccessible(page);

  await creditsCard.getByRole('button', { name: 'Comprar créditos' }).click();
  await expect(page.getByRole('dialog', { name: 'Comprar Créditos' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: /^Convencer/ }).click();
  await expect(page).toHaveURL(/\/criar\?tipo=convencer$/);
});

test('a new user sees zeros, the sign-up bonus and empty states instead of blanks', async ({ page }) => {
  const user = await registerAndVerify(page, buildUser({ nome: 'Otávio' }));
  await loginAs(page, user.email, user.senha);
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Otávio!' })).toBeVisible();
  await expect(page.getByTestId('stat-total')).toContainText('0');
  await expect(page.getByText('Nenhum carrossel ainda')).toBeVisible();
  await expect(page.getByTestId('dashboard-balance')).toHaveText('2');
  await expect(page.getByTestId('recent-transactions').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('recent-transactions')).toContainText('+2');
});
