import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../src/server/db/migrate';
import { insertProfile, setUpDatabaseBefore } from '../helpers/migrations';

/*
 * Migrations 0028-0029 on a database with accounts and balances: each account gets its personal workspace
 * ("Pessoal") with the account as its only owner and its balance as the workspace's, and an account created
 * afterwards, by any path, gets both too.
 */

const MIGRATION = '0028_workspaces';
let pool: pg.Pool;

setUpDatabaseBefore(MIGRATION, (ready) => {
  pool = ready;
});

interface MembershipRow {
  email: string;
  nome: string;
  papel: string;
  pessoal: boolean;
}

const memberships = async () =>
  (
    await pool.query<MembershipRow>(
      `select p.email, w.nome, m.papel, w.id_usuario_pessoal = p.id as pessoal
       from profiles p join workspace_membros m on m.id_usuario = p.id join workspaces w on w.id = m.id_workspace
       order by p.email`,
    )
  ).rows;

describe(`migration ${MIGRATION}`, () => {
  it('gives every existing account, deleted ones included, one personal workspace it owns', async () => {
    const ana = await insertProfile(pool, 'ana@exemplo.com');
    const deleted = await insertProfile(pool, 'bia@exemplo.com');
    await pool.query(`update profiles set status = 'excluida' where id = $1`, [deleted]);
    await pool.query(`insert into creditos (id_usuario, saldo_atual) values ($1, 7), ($2, 0)`, [
      ana,
      deleted,
    ]);
    const before = await pool.query(
      `select count(*)::int as n, sum(saldo_atual)::int as total from creditos`,
    );

    await runMigrations(pool);

    const after = await pool.query(`select count(*)::int as n, sum(saldo_atual)::int as total from creditos`);
    expect(after.rows).toEqual(before.rows);
    const balances = await pool.query(
      `select p.email, c.saldo_atual from creditos c
       join workspaces w on w.id = c.id_workspace join profiles p on p.id = w.id_usuario_pessoal
       where c.id_usuario = p.id order by p.email`,
    );
    expect(balances.rows).toEqual([
      { email: 'ana@exemplo.com', saldo_atual: 7 },
      { email: 'bia@exemplo.com', saldo_atual: 0 },
    ]);

    expect(await memberships()).toEqual([
      { email: 'ana@exemplo.com', nome: 'Pessoal', papel: 'dono', pessoal: true },
      { email: 'bia@exemplo.com', nome: 'Pessoal', papel: 'dono', pessoal: true },
    ]);
  });

  it('makes the personal workspace and its empty balance of an account created after it, whatever inserts the row', async () => {
    const caio = await insertProfile(pool, 'caio@exemplo.com');

    const balance = await pool.query(
      `select c.saldo_atual from creditos c join workspaces w on w.id = c.id_workspace
       where w.id_usuario_pessoal = $1 and c.id_usuario = $1`,
      [caio],
    );
    expect(balance.rows).toEqual([{ saldo_atual: 0 }]);
    expect((await memberships()).filter((row) => row.email === 'caio@exemplo.com')).toEqual([
      { email: 'caio@exemplo.com', nome: 'Pessoal', papel: 'dono', pessoal: true },
    ]);
  });

  it('refuses a second personal workspace for the same account', async () => {
    const id = await insertProfile(pool, 'davi@exemplo.com');

    await expect(
      pool.query(`insert into workspaces (nome, id_usuario_pessoal) values ('Outro', $1)`, [id]),
    ).rejects.toThrow(/workspaces_id_usuario_pessoal_key/);
  });
});
