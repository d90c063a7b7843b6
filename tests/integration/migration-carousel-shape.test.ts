import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../src/server/db/migrate';
import { setUpDatabaseBefore } from '../helpers/migrations';

/*
 * Migration 0009 on a database that has carousels in the old shape: the failure reason inside the status and
 * the trace (`webhook_data.erro`), the served files listed in the trace as well as in `arquivos`.
 */

const MIGRATION = '0009_failure_reason_files_in_arquivos';
let pool: pg.Pool;

setUpDatabaseBefore(MIGRATION, (ready) => {
  pool = ready;
});

async function insertCarousel(status: string, webhookData: unknown, versaoAtual: number | null = null) {
  const { rows } = await pool.query<{ id: string }>(
    `insert into carrosseis (id_usuario, tipo_carrossel, campos_personalizados, status, objetivo, webhook_data, versao_atual)
     values ((select id from profiles limit 1), 'conectar', '{}'::jsonb, $1, 'conectar', $2::jsonb, $3)
     returning id`,
    [status, JSON.stringify(webhookData), versaoAtual],
  );
  return rows[0]?.id ?? '';
}

async function insertFile(carouselId: string, versao: number, nome: string) {
  await pool.query(
    `insert into arquivos (id_carrossel, versao, nome_arquivo, tipo, url_arquivo, storage_path, ordem)
     values ($1, $2, $3, 'image/png', $4, $5, 2)`,
    [carouselId, versao, nome, `/storage/carrosseis/old/${nome}`, `old/${nome}`],
  );
}

describe(`migration ${MIGRATION}`, () => {
  it('moves the failure reason to motivo_erro and the trace-only files to arquivos, and empties the trace of both', async () => {
    await pool.query(
      `insert into profiles (nome, email, status, tipo, password_hash) values ('Ana', 'ana@exemplo.com', 'ativo', 'cliente', 'x')`,
    );
    const fullReason = 'geração interrompida; crédito devolvido depois de três tentativas seguidas';
    const cut = await insertCarousel(`erro: ${fullReason}`.slice(0, 50), {
      template: { id: 't1', nome: 'Aurora' },
      erro: fullReason,
    });
    const statusOnly = await insertCarousel('Erro - tempo esgotado', null);
    const bare = await insertCarousel('erro', { erro: '  ' });
    const done = await insertCarousel(
      'concluido',
      {
        template: { id: 't1', nome: 'Aurora' },
        writer: { writer: 'local' },
        files: [
          { nome: 'carrossel.zip', key: 'u/c/carrossel.zip', tamanho: 900 },
          { nome: 'slide-01.png', key: 'u/c/slide-01.png', tamanho: 100 },
          { nome: 'slide-02.png', key: 'u/c/slide-02.png', tamanho: 120 },
        ],
      },
      1,
    );
    await insertFile(done, 1, 'slide-01.png');
    const edited = await insertCarousel(
      'concluido',
      { files: [{ nome: 'slide-01.png', key: 'u/e/v2-ab/slide-01.png', tamanho: 80 }] },
      2,
    );
    const scalar = await insertCarousel('concluido', 'texto solto');
    const untouched = await insertCarousel('processando', { template: { id: 't1', nome: 'Aurora' } });

    await runMigrations(pool);

    const { rows } = await pool.query<{
      id: string;
      status: string;
      motivo_erro: string | null;
      webhook_data: unknown;
    }>('select id, status, motivo_erro, webhook_data from carrosseis');
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(cut)).toMatchObject({
      status: `erro: ${fullReason}`.slice(0, 50),
      motivo_erro: fullReason,
      webhook_data: { template: { id: 't1', nome: 'Aurora' } },
    });
    expect(byId.get(cut)?.webhook_data).not.toHaveProperty('erro');
    expect(byId.get(statusOnly)).toMatchObject({ motivo_erro: 'tempo esgotado', webhook_data: null });
    expect(byId.get(bare)).toMatchObject({ motivo_erro: null, webhook_data: {} });
    expect(byId.get(done)?.webhook_data).toEqual({
      template: { id: 't1', nome: 'Aurora' },
      writer: { writer: 'local' },
    });
    expect(byId.get(edited)?.webhook_data).toEqual({});
    expect(byId.get(scalar)).toMatchObject({ motivo_erro: null, webhook_data: 'texto solto' });
    expect(byId.get(untouched)).toMatchObject({
      motivo_erro: null,
      webhook_data: { template: { id: 't1', nome: 'Aurora' } },
    });

    const { rows: files } = await pool.query(
      `select id_carrossel, versao, nome_arquivo, tipo, tamanho::int, storage_path, ordem
       from arquivos order by id_carrossel, ordem, nome_arquivo`,
    );
    const filesOf = (id: string) => files.filter((file) => file.id_carrossel === id);
    // The row that existed is kept as it was; the trace's other files get theirs.
    expect(filesOf(done)).toEqual([
      {
        id_carrossel: done,
        versao: 1,
        nome_arquivo: 'carrossel.zip',
        tipo: 'application/zip',
        tamanho: 900,
        storage_path: 'u/c/carrossel.zip',
        ordem: 0,
      },
      {
        id_carrossel: done,
        versao: 1,
        nome_arquivo: 'slide-01.png',
        tipo: 'image/png',
        tamanho: null,
        storage_path: 'old/slide-01.png',
        ordem: 2,
      },
      {
        id_carrossel: done,
        versao: 1,
        nome_arquivo: 'slide-02.png',
        tipo: 'image/png',
        tamanho: 120,
        storage_path: 'u/c/slide-02.png',
        ordem: 2,
      },
    ]);
    // An edited carousel's trace listed the served version's files.
    expect(filesOf(edited)).toEqual([
      {
        id_carrossel: edited,
        versao: 2,
        nome_arquivo: 'slide-01.png',
        tipo: 'image/png',
        tamanho: 80,
        storage_path: 'u/e/v2-ab/slide-01.png',
        ordem: 2,
      },
    ]);
    expect(files).toHaveLength(4);
  });
});
