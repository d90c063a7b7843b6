import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../src/server/db/migrate';
import { insertProfile, setUpDatabaseBefore } from '../helpers/migrations';

/*
 * Migration 0014 on a database whose brand kits hold their avatar as an address (`marcas.avatar_url`, and the
 * same address in the copy a carousel's trace keeps, `webhook_data.brand.avatar_url`), written under the
 * configurations a deployment may have had: local storage with a relative or an absolute address, S3 behind a
 * CDN with a bucket prefix, a signed address.
 */

const MIGRATION = '0014_brand_avatar_key';
let pool: pg.Pool;

setUpDatabaseBefore(MIGRATION, (ready) => {
  pool = ready;
});

async function insertKit(owner: string, avatarUrl: string | null): Promise<void> {
  await pool.query(
    `insert into marcas (id_usuario, nome, arroba, avatar_url, onde) values ($1, 'Ana Doces', 'ana.doces', $2, 'capa')`,
    [owner, avatarUrl],
  );
}

async function insertCarousel(owner: string, trace: unknown): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `insert into carrosseis (id_usuario, tipo_carrossel, campos_personalizados, status, objetivo, webhook_data)
     values ($1, 'convencer', '{}'::jsonb, 'concluido', 'convencer', $2::jsonb) returning id`,
    [owner, JSON.stringify(trace)],
  );
  return rows[0]?.id ?? '';
}

/** The kit as the trace copied it before this migration: the wire's fields, the avatar as an address. */
function tracedKit(avatarUrl: string | null) {
  return {
    nome: 'Ana Doces',
    arroba: 'ana.doces',
    avatar_url: avatarUrl,
    avatar_forma: 'circulo',
    cor_primaria: null,
    cor_destaque: '#ff6b6b',
    fonte: null,
    mostrar_nome: true,
    mostrar_arroba: true,
    mostrar_avatar: true,
    onde: 'capa',
  };
}

describe(`migration ${MIGRATION}`, () => {
  it('stores every avatar of the owner’s own upload as its key, in the kit and in the carousels’ copies', async () => {
    const relative = await insertProfile(pool, 'relativo@exemplo.com');
    const absolute = await insertProfile(pool, 'absoluto@exemplo.com');
    const s3 = await insertProfile(pool, 's3@exemplo.com');
    const signed = await insertProfile(pool, 'assinado@exemplo.com');
    const blank = await insertProfile(pool, 'vazio@exemplo.com');
    const none = await insertProfile(pool, 'nenhum@exemplo.com');
    const foreign = await insertProfile(pool, 'alheio@exemplo.com');
    const othersUpload = await insertProfile(pool, 'outro@exemplo.com');
    const file = (owner: string, name: string) => `public/${owner}-${name}`;
    const addresses = new Map<string, string | null>([
      [relative, `/storage/medias/${file(relative, '11111111-1111-4111-8111-111111111111.png')}`],
      // APP_URL changed since: the old absolute address no longer parses as ours, but the key is the same object.
      [absolute, `http://antigo.exemplo.com:3000/storage/medias/${file(absolute, 'a.jpg')}`],
      [s3, `https://cdn.exemplo.com/assets/prod-medias/${file(s3, 'b.webp')}`],
      [
        signed,
        `https://s3.sa-east-1.amazonaws.com/medias/${file(signed, 'c.png')}?X-Amz-Expires=7200&X-Amz-Signature=ab`,
      ],
      [blank, '  '],
      [none, null],
      // Never accepted by the API (an own upload only): nothing could draw it, so it becomes no avatar.
      [foreign, 'https://cdn.exemplo.com/logo.png'],
      [othersUpload, `/storage/medias/public/${relative}-d.png`],
    ]);
    const carousels = new Map<string, string>();
    for (const [owner, address] of addresses) {
      await insertKit(owner, address);
      carousels.set(
        owner,
        await insertCarousel(owner, { template: { id: 't', nome: 'T' }, brand: tracedKit(address) }),
      );
    }
    const unsigned = await insertCarousel(relative, { template: { id: 't', nome: 'T' } });
    const noTrace = await insertCarousel(relative, null);

    await runMigrations(pool);

    const expectedKeys = new Map<string, string | null>([
      [relative, file(relative, '11111111-1111-4111-8111-111111111111.png')],
      [absolute, file(absolute, 'a.jpg')],
      [s3, file(s3, 'b.webp')],
      [signed, file(signed, 'c.png')],
      [blank, null],
      [none, null],
      [foreign, null],
      [othersUpload, null],
    ]);
    const { rows: kits } = await pool.query<Record<string, unknown>>('select * from marcas');
    expect(kits.every((kit) => !('avatar_url' in kit))).toBe(true);
    expect(new Map(kits.map((kit) => [kit.id_usuario, kit.avatar_chave]))).toEqual(expectedKeys);

    const { rows } = await pool.query<{ id: string; webhook_data: unknown }>(
      'select id, webhook_data from carrosseis',
    );
    const traces = new Map(rows.map((row) => [row.id, row.webhook_data]));
    for (const [owner, key] of expectedKeys) {
      const { avatar_url: _address, ...kit } = tracedKit(null);
      expect(traces.get(carousels.get(owner) ?? '')).toEqual({
        template: { id: 't', nome: 'T' },
        brand: { ...kit, avatar_chave: key },
      });
    }
    expect(traces.get(unsigned)).toEqual({ template: { id: 't', nome: 'T' } });
    expect(traces.get(noTrace)).toBeNull();
  });
});
