import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../src/server/db/migrate';
import { insertProfile, setUpDatabaseBefore } from '../helpers/migrations';

/*
 * Migration 0013 on a database whose carousels hold their images as addresses (`imagemUrl` in the fields, the
 * same address as `imageRef` in the saved versions' slides), written under the configurations a deployment may
 * have had: local storage with a relative or an absolute address, S3 behind a CDN with a bucket prefix.
 */

const MIGRATION = '0013_cover_image_key';
let pool: pg.Pool;

setUpDatabaseBefore(MIGRATION, (ready) => {
  pool = ready;
});

async function insertCarousel(owner: string, objetivo: string, campos: unknown): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `insert into carrosseis (id_usuario, tipo_carrossel, campos_personalizados, status, objetivo)
     values ($1, $2, $3::jsonb, 'concluido', $2) returning id`,
    [owner, objetivo, JSON.stringify(campos)],
  );
  return rows[0]?.id ?? '';
}

async function insertVersion(carouselId: string, versao: number, slides: unknown): Promise<void> {
  await pool.query(
    `insert into carrossel_textos (id_carrossel, versao, slides, legenda, estado)
     values ($1, $2, $3::jsonb, 'Legenda', 'pronto')`,
    [carouselId, versao, JSON.stringify(slides)],
  );
}

const CONVENCER = {
  objetivo: 'Vender mais',
  mito: 'imagemUrl: /storage/medias/public/x.png',
  verdade: 'b',
  mecanismo: 'c',
  novoCaminho: 'd',
  cta: 'e',
};

describe(`migration ${MIGRATION}`, () => {
  it('turns every address of the owner’s own upload into its key, drops blank ones and keeps any other as written', async () => {
    const owner = await insertProfile(pool, 'ana@exemplo.com');
    const other = await insertProfile(pool, 'bia@exemplo.com');
    const file = (name: string) => `public/${owner}-${name}`;

    const relative = await insertCarousel(owner, 'convencer', {
      ...CONVENCER,
      imagemUrl: `/storage/medias/${file('11111111-1111-4111-8111-111111111111.png')}`,
    });
    // APP_URL changed since: the old absolute address no longer parses as ours, but the key is the same object.
    const absolute = await insertCarousel(owner, 'convencer', {
      ...CONVENCER,
      imagemUrl: `http://antigo.exemplo.com:3000/storage/medias/${file('a.jpg')}`,
    });
    const s3 = await insertCarousel(owner, 'convencer', {
      ...CONVENCER,
      imagemUrl: `https://cdn.exemplo.com/assets/prod-medias/${file('b.webp')}`,
    });
    const signed = await insertCarousel(owner, 'convencer', {
      ...CONVENCER,
      imagemUrl: `https://s3.sa-east-1.amazonaws.com/medias/${file('c.png')}?X-Amz-Expires=7200&X-Amz-Signature=ab`,
    });
    const blank = await insertCarousel(owner, 'convencer', { ...CONVENCER, imagemUrl: '  ' });
    const foreign = await insertCarousel(owner, 'convencer', {
      ...CONVENCER,
      imagemUrl: 'https://cdn.exemplo.com/capa.png',
    });
    const othersUpload = await insertCarousel(owner, 'convencer', {
      ...CONVENCER,
      imagemUrl: `/storage/medias/public/${other}-d.png`,
    });
    const noImage = await insertCarousel(owner, 'convencer', CONVENCER);
    const educar = await insertCarousel(owner, 'educar', {
      titulo: 'Preço',
      introducao: 'Como',
      imagemUrl: '',
      pontos: [
        { titulo: 'Custo', descricao: 'Some', imagemUrl: `/storage/medias/${file('p1.png')}` },
        { titulo: 'Margem', descricao: 'Defina', imagemUrl: '' },
        { titulo: 'Preço', descricao: 'Arredonde' },
        { titulo: 'Fora', descricao: 'Link', imagemUrl: 'https://exemplo.com/p4.png' },
      ],
    });
    await insertVersion(educar, 1, [
      { kind: 'cover', title: 'Preço' },
      { kind: 'content', title: 'Custo', imageRef: `/storage/medias/${file('p1.png')}` },
      { kind: 'content', title: 'Fora', imageRef: 'https://exemplo.com/p4.png' },
      { kind: 'closing', title: 'Salve' },
    ]);
    await insertVersion(s3, 1, [
      {
        kind: 'cover',
        title: 'Capa',
        imageRef: `https://cdn.exemplo.com/assets/prod-medias/${file('b.webp')}`,
      },
      { kind: 'closing', title: 'Fim' },
    ]);
    await insertVersion(s3, 2, [{ kind: 'cover', title: 'Capa editada' }]);

    await runMigrations(pool);

    const { rows } = await pool.query<{ id: string; campos_personalizados: Record<string, unknown> }>(
      'select id, campos_personalizados from carrosseis',
    );
    const fields = new Map(rows.map((row) => [row.id, row.campos_personalizados]));
    expect(fields.get(relative)).toEqual({
      ...CONVENCER,
      imagemChave: file('11111111-1111-4111-8111-111111111111.png'),
    });
    expect(fields.get(absolute)).toEqual({ ...CONVENCER, imagemChave: file('a.jpg') });
    expect(fields.get(s3)).toEqual({ ...CONVENCER, imagemChave: file('b.webp') });
    expect(fields.get(signed)).toEqual({ ...CONVENCER, imagemChave: file('c.png') });
    expect(fields.get(blank)).toEqual(CONVENCER);
    // Not ours, or not the owner's: nothing reads it, and it stays as the user wrote it.
    expect(fields.get(foreign)).toEqual({ ...CONVENCER, imagemUrl: 'https://cdn.exemplo.com/capa.png' });
    expect(fields.get(othersUpload)).toEqual({
      ...CONVENCER,
      imagemUrl: `/storage/medias/public/${other}-d.png`,
    });
    expect(fields.get(noImage)).toEqual(CONVENCER);
    expect(fields.get(educar)).toEqual({
      titulo: 'Preço',
      introducao: 'Como',
      pontos: [
        { titulo: 'Custo', descricao: 'Some', imagemChave: file('p1.png') },
        { titulo: 'Margem', descricao: 'Defina' },
        { titulo: 'Preço', descricao: 'Arredonde' },
        { titulo: 'Fora', descricao: 'Link', imagemUrl: 'https://exemplo.com/p4.png' },
      ],
    });

    const { rows: versions } = await pool.query<{ id_carrossel: string; versao: number; slides: unknown }>(
      'select id_carrossel, versao, slides from carrossel_textos order by id_carrossel, versao',
    );
    const slidesOf = (id: string, versao: number) =>
      versions.find((row) => row.id_carrossel === id && row.versao === versao)?.slides;
    expect(slidesOf(educar, 1)).toEqual([
      { kind: 'cover', title: 'Preço' },
      { kind: 'content', title: 'Custo', imageRef: file('p1.png') },
      { kind: 'content', title: 'Fora', imageRef: 'https://exemplo.com/p4.png' },
      { kind: 'closing', title: 'Salve' },
    ]);
    expect(slidesOf(s3, 1)).toEqual([
      { kind: 'cover', title: 'Capa', imageRef: file('b.webp') },
      { kind: 'closing', title: 'Fim' },
    ]);
    expect(slidesOf(s3, 2)).toEqual([{ kind: 'cover', title: 'Capa editada' }]);
  });
});
