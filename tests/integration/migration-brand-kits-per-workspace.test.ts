import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../src/server/db/migrate';
import { insertProfile, setUpDatabaseBefore } from '../helpers/migrations';

/*
 * Migration 0029 on a database whose brand kits are one row per account (`marcas.id_usuario` the primary key):
 * each kit moves into its account's personal workspace as that workspace's default, every field as it was.
 */

const MIGRATION = '0030_brand_kits_per_workspace';
let pool: pg.Pool;

setUpDatabaseBefore(MIGRATION, (ready) => {
  pool = ready;
});

const FIELDS = `nome, arroba, avatar_chave, avatar_forma, cor_primaria, cor_destaque, fonte, mostrar_nome,
  mostrar_arroba, mostrar_avatar, onde, updated_at`;

type KitRow = Record<string, unknown> & { id_usuario: string };

describe(`migration ${MIGRATION}`, () => {
  it('moves each account’s kit into its personal workspace as the default, with every field kept', async () => {
    const ana = await insertProfile(pool, 'ana@exemplo.com');
    const bia = await insertProfile(pool, 'bia@exemplo.com');
    await insertProfile(pool, 'sem-marca@exemplo.com');
    await pool.query(
      `insert into marcas (id_usuario, nome, arroba, avatar_chave, avatar_forma, cor_primaria, cor_destaque, fonte,
         mostrar_nome, mostrar_arroba, mostrar_avatar, onde, updated_at)
       values ($1, 'Ana Doces', 'ana.doces', 'public/x-avatar.png', 'logo', '#112233', '#ff6b6b', 'moderna',
         true, false, true, 'todos', '2026-01-02T03:04:05Z'),
              ($2, 'Bia Fit', '', null, 'circulo', null, null, null, false, true, false, 'final', now())`,
      [ana, bia],
    );
    const before = (await pool.query<KitRow>(`select id_usuario, ${FIELDS} from marcas order by id_usuario`))
      .rows;

    await runMigrations(pool);

    const after = await pool.query<KitRow & { pessoal: boolean; padrao: boolean; id: string }>(
      `select m.id, m.id_usuario, ${FIELDS.replace(/(\w+)/g, 'm.$1')}, m.padrao,
         w.id_usuario_pessoal = m.id_usuario as pessoal
       from marcas m join workspaces w on w.id = m.id_workspace order by m.id_usuario`,
    );
    expect(after.rows).toHaveLength(before.length);
    expect(after.rows.map(({ id: _id, pessoal: _p, padrao: _d, ...kit }) => kit)).toEqual(before);
    expect(after.rows.every((row) => row.pessoal && row.padrao)).toBe(true);
    expect(new Set(after.rows.map((row) => row.id)).size).toBe(before.length);
  });

  it('keeps at most one default kit per workspace', async () => {
    const { rows } = await pool.query<{ id_workspace: string; id_usuario: string }>(
      `select id_workspace, id_usuario from marcas limit 1`,
    );
    const [kit] = rows;
    await expect(
      pool.query(
        `insert into marcas (id_workspace, id_usuario, nome, padrao) values ($1, $2, 'Outra', true)`,
        [kit?.id_workspace, kit?.id_usuario],
      ),
    ).rejects.toThrow(/marcas_padrao_key/);
    await pool.query(`insert into marcas (id_workspace, id_usuario, nome) values ($1, $2, 'Outra')`, [
      kit?.id_workspace,
      kit?.id_usuario,
    ]);
  });
});
