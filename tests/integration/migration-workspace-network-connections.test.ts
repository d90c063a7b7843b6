import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../src/server/db/migrate';
import { insertProfile, setUpDatabaseBefore } from '../helpers/migrations';

/*
 * The migration that gives Instagram and LinkedIn connections and posts their workspace, on a database with rows
 * in the old shape (owned by an account only): every connection lands in its account's personal workspace, every
 * post in its carousel's, the account staying the one who connected or published, and the counts are the same
 * before and after.
 */

const MIGRATION = '0036_workspace_network_connections';
let pool: pg.Pool;

setUpDatabaseBefore(MIGRATION, (ready) => {
  pool = ready;
});

async function oldShapeRows(userId: string, tag: string): Promise<void> {
  const carousel = await pool.query<{ id: string }>(
    `insert into carrosseis (id_usuario, tipo_carrossel, campos_personalizados, status)
     values ($1, 'dicas', '{}', 'concluido') returning id`,
    [userId],
  );
  const carouselId = carousel.rows[0]?.id;
  await pool.query(
    `insert into instagram_contas (id_usuario, ig_user_id, username, token_cifrado, token_obtido_em, token_expira_em)
     values ($1, $2, $3, 'v1.x', now(), now() + interval '60 days')`,
    [userId, `ig-${tag}`, `marca.${tag}`],
  );
  await pool.query(
    `insert into linkedin_contas (id_usuario, member_id, nome, token_cifrado, token_expira_em)
     values ($1, $2, $3, 'v1.x', now() + interval '60 days')`,
    [userId, `li-${tag}`, `Membro ${tag}`],
  );
  await pool.query(
    `insert into instagram_posts (id_usuario, id_carrossel, versao, ig_user_id, legenda, estado, agendado_para)
     values ($1, $2, 1, $3, 'a', 'publicado', now()), ($1, $2, 1, $3, 'b', 'agendado', now() + interval '1 day')`,
    [userId, carouselId, `ig-${tag}`],
  );
  await pool.query(
    `insert into linkedin_posts (id_usuario, id_carrossel, versao, member_id, legenda, estado, agendado_para)
     values ($1, $2, 1, $3, 'a', 'agendado', now() + interval '1 day')`,
    [userId, carouselId, `li-${tag}`],
  );
}

const TABLES = ['instagram_contas', 'linkedin_contas', 'instagram_posts', 'linkedin_posts'] as const;

const totals = async () =>
  Object.fromEntries(
    await Promise.all(
      TABLES.map(async (table) => {
        const { rows } = await pool.query<{ n: number }>(`select count(*)::int as n from ${table}`);
        return [table, rows[0]?.n] as const;
      }),
    ),
  );

describe(`migration ${MIGRATION}`, () => {
  it("puts every connection in its account's personal workspace and every post in its carousel's, counts kept", async () => {
    const ana = await insertProfile(pool, 'ana@exemplo.com');
    const bia = await insertProfile(pool, 'bia@exemplo.com');
    await oldShapeRows(ana, 'ana');
    await oldShapeRows(bia, 'bia');
    const before = await totals();
    expect(before).toEqual({
      instagram_contas: 2,
      linkedin_contas: 2,
      instagram_posts: 4,
      linkedin_posts: 2,
    });

    await runMigrations(pool);

    expect(await totals()).toEqual(before);
    for (const table of ['instagram_contas', 'linkedin_contas']) {
      const { rows } = await pool.query<{ fora: number }>(
        `select count(*) filter (where w.id_usuario_pessoal is distinct from r.id_usuario)::int as fora
         from ${table} r left join workspaces w on w.id = r.id_workspace`,
      );
      expect({ table, ...rows[0] }).toEqual({ table, fora: 0 });
    }
    for (const table of ['instagram_posts', 'linkedin_posts']) {
      const { rows } = await pool.query<{ fora: number }>(
        `select count(*) filter (where c.id_workspace is distinct from r.id_workspace)::int as fora
         from ${table} r left join carrosseis c on c.id = r.id_carrossel`,
      );
      expect({ table, ...rows[0] }).toEqual({ table, fora: 0 });
    }
  });

  it("keeps one connection per workspace, and places a row written without its workspace: a connection in the personal one, a post in its carousel's", async () => {
    const caio = await insertProfile(pool, 'caio@exemplo.com');
    const { rows } = await pool.query<{ pessoal: boolean }>(
      `insert into instagram_contas (id_usuario, ig_user_id, username, token_cifrado, token_obtido_em, token_expira_em)
       values ($1, 'ig-caio', 'marca.caio', 'v1.x', now(), now() + interval '60 days')
       returning id_workspace = (select id from workspaces where id_usuario_pessoal = $1) as pessoal`,
      [caio],
    );
    expect(rows).toEqual([{ pessoal: true }]);
    await expect(
      pool.query(
        `insert into instagram_contas (id_usuario, ig_user_id, username, token_cifrado, token_obtido_em, token_expira_em)
         values ($1, 'ig-caio-2', 'marca.caio2', 'v1.x', now(), now() + interval '60 days')`,
        [caio],
      ),
    ).rejects.toThrow(/instagram_contas_pkey/);

    // A post written without its workspace belongs to its carousel's (a team's here).
    const team = await pool.query<{ id: string }>(
      `insert into workspaces (nome) values ('Agência') returning id`,
    );
    const teamId = team.rows[0]?.id;
    const carousel = await pool.query<{ id: string }>(
      `insert into carrosseis (id_usuario, id_workspace, tipo_carrossel, campos_personalizados, status)
       values ($1, $2, 'dicas', '{}', 'concluido') returning id`,
      [caio, teamId],
    );
    const post = await pool.query<{ id_workspace: string }>(
      `insert into linkedin_posts (id_usuario, id_carrossel, versao, member_id, legenda, agendado_para)
       values ($1, $2, 1, 'li-caio', 'a', now()) returning id_workspace`,
      [caio, carousel.rows[0]?.id],
    );
    expect(post.rows).toEqual([{ id_workspace: teamId }]);
  });
});
