import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../src/server/db/migrate';
import { insertProfile, setUpDatabaseBefore } from '../helpers/migrations';

/*
 * Migration 0028 on a database with accounts: each gets its personal workspace ("Pessoal") with the account as
 * its only owner, and an account created afterwards, by any path, gets one too.
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
    await insertProfile(pool, 'ana@exemplo.com');
    const deleted = await insertProfile(pool, 'bia@exemplo.com');
    await pool.query(`update profiles set status = 'excluida' where id = $1`, [deleted]);

    await runMigrations(pool);

    expect(await memberships()).toEqual([
      { email: 'ana@exemplo.com', nome: 'Pessoal', papel: 'dono', pessoal: true },
      { email: 'bia@exemplo.com', nome: 'Pessoal', papel: 'dono', pessoal: true },
    ]);
  });

  it('makes the personal workspace of an account created after it, whatever inserts the row', async () => {
    await insertProfile(pool, 'caio@exemplo.com');

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
