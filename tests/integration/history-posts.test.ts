import { describe, expect, it } from 'vitest';
import { carouselListItemSchema } from '../../src/shared/carousels/api';
import { setUpAppKit } from '../helpers/app-kit';
import type { TestApp } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';

/**
 * The history card's posts (docs/product-rules.md, "Publicações no card"): `GET /api/carousels` carries each
 * carousel's latest post of each network that was not cancelled, and a post that changes is answered in the next
 * read although the carousel's own row did not change (rows are remembered by version, history-list.ts). Posts are
 * written straight to the database as the publishers leave them (their own tests publish for real): like a worker's
 * writes, they reach the list once PostgreSQL's notification arrives (docs/decisions/0025-list-cache.md), so each
 * read after one polls.
 */
describe('posts of both networks on the history list', () => {
  let testApp: TestApp;
  setUpAppKit({}, (kit) => {
    ({ testApp } = kit);
  });

  const carouselOf = async (user: TestUser, tema: string) =>
    (
      await testApp.ctx.pool.query<{ id: string }>(
        `insert into carrosseis (id_usuario, tipo_carrossel, campos_personalizados, status, objetivo, tema, versao_atual)
         values ($1, 'convencer', '{}', 'concluido', 'convencer', $2, 1) returning id`,
        [user.id, tema],
      )
    ).rows[0]?.id as string;

  const instagramPost = async (user: TestUser, carouselId: string, estado: string, createdAt: string) =>
    (
      await testApp.ctx.pool.query<{ id: string }>(
        `insert into instagram_posts (id_usuario, id_carrossel, versao, ig_user_id, legenda, estado, agendado_para,
           created_at)
         values ($1, $2, 1, 'ig-1', 'Legenda', $3, '2026-03-02T12:00:00Z', $4) returning id`,
        [user.id, carouselId, estado, createdAt],
      )
    ).rows[0]?.id as string;

  const linkedinPost = async (user: TestUser, carouselId: string, estado: string) =>
    (
      await testApp.ctx.pool.query<{ id: string }>(
        `insert into linkedin_posts (id_usuario, id_carrossel, versao, member_id, legenda, estado, agendado_para)
         values ($1, $2, 1, 'yR5n8kQ2Lm', 'Legenda', $3, '2026-03-03T09:30:00Z') returning id`,
        [user.id, carouselId, estado],
      )
    ).rows[0]?.id as string;

  async function postsOf(user: TestUser, carouselId: string) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/carousels',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    const items = response.json() as Record<string, unknown>[];
    for (const item of items) expect(carouselListItemSchema.strict().safeParse(item).error).toBeUndefined();
    return items.find((item) => item.id === carouselId)?.publicacoes;
  }

  it('lists each network’s latest post with its status, times and link, and follows a post that changes', async () => {
    const owner = await createUser(testApp);
    const other = await createUser(testApp);
    const carousel = await carouselOf(owner, 'Publicado nas duas redes');
    const quiet = await carouselOf(owner, 'Nunca publicado');
    const others = await carouselOf(other, 'De outra pessoa');
    expect(await postsOf(owner, carousel)).toEqual([]);

    // An old published Instagram post, then a newer one that is cancelled: the card keeps the published one.
    const published = await instagramPost(owner, carousel, 'agendado', '2026-03-01T10:00:00Z');
    await instagramPost(owner, carousel, 'cancelado', '2026-03-02T10:00:00Z');
    const linkedin = await linkedinPost(owner, carousel, 'agendado');
    await expect
      .poll(() => postsOf(owner, carousel))
      .toEqual([
        {
          rede: 'instagram',
          status: 'agendado',
          url: null,
          agendado_para: '2026-03-02T12:00:00.000Z',
          publicado_em: null,
        },
        {
          rede: 'linkedin',
          status: 'agendado',
          url: null,
          agendado_para: '2026-03-03T09:30:00.000Z',
          publicado_em: null,
        },
      ]);

    // The publishers move the posts (the carousel's row is untouched): the next read says so, with the links.
    await testApp.ctx.pool.query(
      `update instagram_posts set estado = 'publicado', publicado_em = '2026-03-02T12:00:05Z',
         permalink = 'https://www.instagram.com/p/ABC123/' where id = $1`,
      [published],
    );
    await expect
      .poll(() => postsOf(owner, carousel))
      .toMatchObject([
        { rede: 'instagram', status: 'publicado', url: 'https://www.instagram.com/p/ABC123/' },
        { rede: 'linkedin', status: 'agendado', url: null },
      ]);
    await testApp.ctx.pool.query(
      `update linkedin_posts set estado = 'publicado', publicado_em = '2026-03-03T09:30:07Z',
         post_urn = 'urn:li:share:7100000000000000001' where id = $1`,
      [linkedin],
    );
    await expect
      .poll(() => postsOf(owner, carousel))
      .toEqual([
        {
          rede: 'instagram',
          status: 'publicado',
          url: 'https://www.instagram.com/p/ABC123/',
          agendado_para: '2026-03-02T12:00:00.000Z',
          publicado_em: '2026-03-02T12:00:05.000Z',
        },
        {
          rede: 'linkedin',
          status: 'publicado',
          url: 'https://www.linkedin.com/feed/update/urn:li:share:7100000000000000001/',
          agendado_para: '2026-03-03T09:30:00.000Z',
          publicado_em: '2026-03-03T09:30:07.000Z',
        },
      ]);

    // A failed LinkedIn retry is the network's latest; a deleted post leaves the card.
    await linkedinPost(owner, carousel, 'erro');
    await expect
      .poll(() => postsOf(owner, carousel))
      .toMatchObject([
        { rede: 'instagram', status: 'publicado' },
        { rede: 'linkedin', status: 'erro', url: null },
      ]);
    await testApp.ctx.pool.query('delete from instagram_posts where id_carrossel = $1', [carousel]);
    await expect.poll(() => postsOf(owner, carousel)).toMatchObject([{ rede: 'linkedin', status: 'erro' }]);

    // Other carousels and other users' lists carry none of these posts.
    expect(await postsOf(owner, quiet)).toEqual([]);
    await linkedinPost(other, others, 'publicando');
    await expect
      .poll(() => postsOf(other, others))
      .toMatchObject([{ rede: 'linkedin', status: 'publicando' }]);
    expect(await postsOf(owner, carousel)).toMatchObject([{ rede: 'linkedin', status: 'erro' }]);
  });
});
