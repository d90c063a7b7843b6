import { describe, expect, it } from 'vitest';
import { SETTLE_REASONS, settleCarousel } from '../../src/server/generation/settle-carousel';
import type { TemplateDto } from '../../src/shared/carousels/api';
import { setUpAppKit } from '../helpers/app-kit';
import { CONVENCER_FIELDS, createCarousel } from '../helpers/carousels';
import type { TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

let testApp: TestApp;
let templates: TemplateDto[];
// No worker: the carousel stays open until a settler ends it.
setUpAppKit({}, (kit) => {
  ({ testApp, templates } = kit);
});

/** docs/decisions/0010-every-carousel-settles.md: whoever settles first wins, and the credit comes back once. */
describe('settling an open carousel', () => {
  it('refunds once when five settlers end it at the same moment, and the ledger admits no second refund', async () => {
    const user = await createUser(testApp, { credits: 1 });
    const created = await createCarousel(testApp, user, {
      objetivo: 'convencer',
      template_visual: templates[0]?.id,
      campos_personalizados: CONVENCER_FIELDS,
    });
    expect(created.status).toBe(201);
    const id = created.body.id;

    const settled = await Promise.all(
      Array.from({ length: 5 }, () => settleCarousel(testApp.ctx, id, SETTLE_REASONS.interrupted)),
    );
    expect(settled.filter(Boolean)).toHaveLength(1);

    const { rows: carousel } = await testApp.ctx.pool.query(
      'select status, motivo_erro from carrosseis where id = $1',
      [id],
    );
    expect(carousel[0]).toEqual({
      status: `erro: ${SETTLE_REASONS.interrupted}`.slice(0, 50),
      motivo_erro: SETTLE_REASONS.interrupted,
    });
    const { rows: account } = await testApp.ctx.pool.query(
      `select (select saldo_atual from creditos where id_usuario = $1) as saldo,
              array_agg(kind order by id) as movimentos
         from credit_ledger where id_usuario = $1`,
      [user.id],
    );
    expect(account[0]).toEqual({ saldo: 1, movimentos: ['bonus_cadastro', 'carrossel', 'reembolso'] });

    // Even a mistake past settleCarousel cannot refund twice: the unique index refuses the row.
    await expect(
      testApp.ctx.pool.query(
        `insert into credit_ledger (id_usuario, kind, delta, saldo_apos, descricao, id_carrossel)
         values ($1, 'reembolso', 1, 2, 'Reembolso repetido', $2)`,
        [user.id, id],
      ),
    ).rejects.toMatchObject({ code: '23505', constraint: 'credit_ledger_carrossel_kind_key' });
  });
});
