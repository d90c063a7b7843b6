import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../src/server/db/migrate';
import { insertProfile, setUpDatabaseBefore } from '../helpers/migrations';

/*
 * Migration 0030 on a database with carousels, ledger rows, payments, share links and batches in the old shape
 * (owned by an account only): every row lands in its account's personal workspace, the account staying the one
 * who did it, and the counts and sums (ledger deltas, balances, payments) are the same before and after.
 */

const MIGRATION = '0032_workspace_owned_rows';
/** Each table and how many rows the two accounts below give it. */
const TABLES = { carrosseis: 2, credit_ledger: 4, pagamentos: 2, links_compartilhados: 2, lotes: 2 } as const;
let pool: pg.Pool;

setUpDatabaseBefore(MIGRATION, (ready) => {
  pool = ready;
});

async function oldShapeRows(userId: string, saldo: number): Promise<void> {
  await pool.query(`update creditos set saldo_atual = $2 where id_usuario = $1`, [userId, saldo]);
  const carousel = await pool.query<{ id: string }>(
    `insert into carrosseis (id_usuario, tipo_carrossel, campos_personalizados, status)
     values ($1, 'dicas', '{}', 'concluido') returning id`,
    [userId],
  );
  const carouselId = carousel.rows[0]?.id;
  const payment = await pool.query<{ id: string }>(
    `insert into pagamentos (id_usuario, plano, status, quantidade, valor, vencimento)
     values ($1, 'pacote_10', 'pago', 10, 5990, now()) returning id`,
    [userId],
  );
  await pool.query(
    `insert into credit_ledger (id_usuario, kind, delta, saldo_apos, descricao, id_pagamento, id_carrossel)
     values ($1, 'compra', 10, 10, 'Compra', $2, null), ($1, 'carrossel', -1, 9, 'Carrossel', null, $3)`,
    [userId, payment.rows[0]?.id, carouselId],
  );
  await pool.query(
    `insert into links_compartilhados (id_carrossel, id_usuario, token_hash) values ($1, $2, $3)`,
    [carouselId, userId, `hash-${userId}`],
  );
  await pool.query(`insert into lotes (id_usuario, total, carrosseis) values ($1, 1, array[$2]::uuid[])`, [
    userId,
    carouselId,
  ]);
}

const totals = async () =>
  (
    await pool.query(
      `select (select count(*)::int from carrosseis) as carrosseis,
              (select count(*)::int from credit_ledger) as ledger,
              (select sum(delta)::int from credit_ledger) as deltas,
              (select count(*)::int from pagamentos) as pagamentos,
              (select sum(valor)::int from pagamentos) as valores,
              (select sum(saldo_atual)::int from creditos) as saldos,
              (select count(*)::int from links_compartilhados) as links,
              (select count(*)::int from lotes) as lotes`,
    )
  ).rows[0];

describe(`migration ${MIGRATION}`, () => {
  it("puts every carousel, ledger row, payment, share link and batch in its account's personal workspace, counts and sums kept", async () => {
    const ana = await insertProfile(pool, 'ana@exemplo.com');
    const bia = await insertProfile(pool, 'bia@exemplo.com');
    await oldShapeRows(ana, 9);
    await oldShapeRows(bia, 4);
    const before = await totals();

    await runMigrations(pool);

    expect(await totals()).toEqual(before);
    for (const [table, total] of Object.entries(TABLES)) {
      const { rows } = await pool.query<{ fora: number; total: number }>(
        `select count(*) filter (where w.id_usuario_pessoal is distinct from r.id_usuario)::int as fora,
                count(*)::int as total
         from ${table} r left join workspaces w on w.id = r.id_workspace`,
      );
      expect({ table, ...rows[0] }).toEqual({ table, fora: 0, total });
    }
  });

  it("puts a row written without its workspace (an operator's script, an old seed) in its account's personal workspace", async () => {
    const caio = await insertProfile(pool, 'caio@exemplo.com');

    const { rows } = await pool.query<{ pessoal: boolean }>(
      `insert into carrosseis (id_usuario, tipo_carrossel, campos_personalizados) values ($1, 'dicas', '{}')
       returning id_workspace = (select id from workspaces where id_usuario_pessoal = $1) as pessoal`,
      [caio],
    );
    expect(rows).toEqual([{ pessoal: true }]);
  });
});
