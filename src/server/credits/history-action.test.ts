import { describe, expect, it } from 'vitest';
import { describeHistoryAction } from './history-action';

const base = { descricao: null, tema: null, plano: null };

describe('describeHistoryAction', () => {
  it('names the sign-up bonus', () => {
    expect(describeHistoryAction({ ...base, kind: 'bonus_cadastro', descricao: 'x' })).toBe(
      'Bônus de cadastro',
    );
  });

  it("names a purchase by its pack's label", () => {
    expect(describeHistoryAction({ ...base, kind: 'compra', plano: 'popular' })).toBe(
      'Compra de créditos (Popular)',
    );
    expect(describeHistoryAction({ ...base, kind: 'compra', plano: 'professional' })).toBe(
      'Compra de créditos (Profissional)',
    );
    expect(describeHistoryAction({ ...base, kind: 'compra', plano: 'promo-2025' })).toBe(
      'Compra de créditos (promo-2025)',
    );
    expect(describeHistoryAction({ ...base, kind: 'compra' })).toBe('Compra de créditos');
  });

  it('names carousel debits and refunds by their theme, shortened', () => {
    expect(describeHistoryAction({ ...base, kind: 'carrossel', tema: 'Como  dobrei\nvendas' })).toBe(
      'Carrossel: Como dobrei vendas',
    );
    expect(describeHistoryAction({ ...base, kind: 'reembolso', tema: 'Meu tema' })).toBe(
      'Reembolso: Meu tema',
    );
    expect(describeHistoryAction({ ...base, kind: 'carrossel' })).toBe('Criação de carrossel');
    expect(describeHistoryAction({ ...base, kind: 'reembolso' })).toBe('Reembolso de carrossel');
    const long = describeHistoryAction({ ...base, kind: 'carrossel', tema: 'a'.repeat(200) });
    expect(long.length).toBeLessThanOrEqual('Carrossel: '.length + 120);
    const phrase = 'Como transformei a padaria do meu avô numa referência de pão de fermentação natural';
    expect(describeHistoryAction({ ...base, kind: 'carrossel', tema: phrase })).toBe(`Carrossel: ${phrase}`);
    expect(long.endsWith('…')).toBe(true);
  });

  it("keeps an admin's reason, with a default", () => {
    expect(describeHistoryAction({ ...base, kind: 'ajuste_admin', descricao: 'Cortesia do suporte' })).toBe(
      'Cortesia do suporte',
    );
    expect(describeHistoryAction({ ...base, kind: 'ajuste_admin', descricao: ' ' })).toBe(
      'Ajuste administrativo',
    );
  });
});
