import { createHash } from 'node:crypto';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../src/server/db/migrate';
import { insertProfile, setUpDatabaseBefore } from '../helpers/migrations';

/*
 * The migration that gives API keys, webhook endpoints and the outbox's events their workspace, on a database
 * with rows in the old shape (owned by an account only): every row lands in its account's personal workspace,
 * the account staying the one who created it, and nothing is lost (counts before and after, deliveries kept with
 * their endpoint and event).
 */

const MIGRATION = '0034_workspace_keys_webhooks';
/** Each table and how many rows the two accounts below give it. */
const TABLES = { chaves_api: 4, webhook_endpoints: 2, webhook_eventos: 2 } as const;
let pool: pg.Pool;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

setUpDatabaseBefore(MIGRATION, (ready) => {
  pool = ready;
});

async function oldShapeRows(userId: string): Promise<void> {
  await pool.query(
    `insert into chaves_api (id_usuario, nome, prefixo, hash_chave, revogada_em)
     values ($1, 'n8n', 'crs_live_aaaaaa', $2, null), ($1, 'Antiga', 'crs_live_bbbbbb', $3, now())`,
    [userId, sha256(`${userId}a`), sha256(`${userId}b`)],
  );
  const endpoint = await pool.query<{ id: string }>(
    `insert into webhook_endpoints (id_usuario, url, eventos, segredo)
     values ($1, 'https://exemplo.com/hook', array['carousel.concluido'], 'whsec_x') returning id`,
    [userId],
  );
  const event = await pool.query<{ id: string }>(
    `insert into webhook_eventos (id_usuario, tipo, dados) values ($1, 'carousel.concluido', '{}') returning id`,
    [userId],
  );
  await pool.query(
    `insert into webhook_entregas (id_endpoint, id_evento, estado) values ($1, $2, 'entregue')`,
    [endpoint.rows[0]?.id, event.rows[0]?.id],
  );
}

const totals = async () =>
  (
    await pool.query(
      `select (select count(*)::int from chaves_api) as chaves,
              (select count(*)::int from chaves_api where revogada_em is null) as chaves_ativas,
              (select count(*)::int from webhook_endpoints) as endpoints,
              (select count(*)::int from webhook_eventos) as eventos,
              (select count(*)::int from webhook_entregas) as entregas`,
    )
  ).rows[0];

describe(`migration ${MIGRATION}`, () => {
  it("puts every API key, webhook endpoint and event in its account's personal workspace, nothing lost", async () => {
    const ana = await insertProfile(pool, 'ana@exemplo.com');
    const bia = await insertProfile(pool, 'bia@exemplo.com');
    await oldShapeRows(ana);
    await oldShapeRows(bia);
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
    // Each delivery still joins its endpoint and event, both in the same workspace.
    const { rows } = await pool.query<{ n: number }>(
      `select count(*)::int as n from webhook_entregas d
         join webhook_endpoints p on p.id = d.id_endpoint
         join webhook_eventos e on e.id = d.id_evento and e.id_workspace = p.id_workspace`,
    );
    expect(rows).toEqual([{ n: 2 }]);
  });

  it("puts a key or endpoint written without its workspace (an operator's script) in its account's personal workspace", async () => {
    const caio = await insertProfile(pool, 'caio@exemplo.com');

    const { rows } = await pool.query<{ pessoal: boolean }>(
      `with k as (
         insert into chaves_api (id_usuario, nome, prefixo, hash_chave)
         values ($1, 'script', 'crs_live_cccccc', $2) returning id_workspace
       ), e as (
         insert into webhook_endpoints (id_usuario, url, eventos, segredo)
         values ($1, 'https://exemplo.com/h', array['carousel.erro'], 'whsec_y') returning id_workspace
       )
       select (select id_workspace from k) = w.id and (select id_workspace from e) = w.id as pessoal
         from workspaces w where w.id_usuario_pessoal = $1`,
      [caio, sha256(caio)],
    );
    expect(rows).toEqual([{ pessoal: true }]);
  });
});
