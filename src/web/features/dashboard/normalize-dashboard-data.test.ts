import { describe, expect, it } from 'vitest';
import { getCarouselStatusKind } from '../../../shared/carousels/status';
import { normalizeCarouselList, normalizeCredits, summarizeCarousels } from './normalize-dashboard-data';

describe('normalizeCarouselList', () => {
  it('reads snake_case and camelCase alike, newest first', () => {
    const list = normalizeCarouselList([
      {
        id: 'a',
        tema: 'Antigo',
        objetivo: 'conectar',
        status: 'concluido',
        data_criacao: '2026-01-01T10:00:00Z',
      },
      {
        id: 'b',
        tema: 'Novo',
        objetivo: 'CONVENCER',
        status: 'processando',
        dataCriacao: '2026-03-01T10:00:00Z',
      },
      { id: 'c', objetivo: 'investigar', status: 'erro: timeout', created_at: '2026-02-01T10:00:00Z' },
      { tema: 'sem id' },
      null,
    ]);
    expect(list.map((item) => item.id)).toEqual(['b', 'c', 'a']);
    expect(list[0]).toEqual({
      id: 'b',
      tema: 'Novo',
      objetivo: 'convencer',
      status: 'processando',
      dataCriacao: '2026-03-01T10:00:00Z',
    });
    expect(list[1]?.tema).toBeNull();
  });

  it('accepts a wrapped list and ignores anything else', () => {
    expect(normalizeCarouselList({ items: [{ id: 'x' }] })).toHaveLength(1);
    expect(normalizeCarouselList(undefined)).toEqual([]);
    expect(normalizeCarouselList('oops')).toEqual([]);
  });
});

describe('summarizeCarousels and getCarouselStatusKind', () => {
  it('counts created, in progress (processando + pendente) and finished (concluido or completo)', () => {
    const list = normalizeCarouselList([
      { id: '1', status: 'concluido' },
      { id: '2', status: 'completo' },
      { id: '3', status: 'processando' },
      { id: '4', status: 'pendente' },
      { id: '5', status: 'erro' },
      { id: '6', status: 'cancelado' },
      { id: '7' },
    ]);
    expect(summarizeCarousels(list)).toEqual({ total: 7, processing: 2, done: 2 });
  });

  it('maps every status of SPEC section 4', () => {
    expect(getCarouselStatusKind('erro: falhou')).toBe('error');
    expect(getCarouselStatusKind('cancelado')).toBe('cancelled');
    expect(getCarouselStatusKind(null)).toBe('unknown');
  });
});

describe('normalizeCredits', () => {
  it('keeps the signed change and reads the newest entries first', () => {
    const credits = normalizeCredits({
      saldo: 5,
      creditosUsados: 3,
      historico: [
        {
          type: 'credit',
          action: 'Bônus de cadastro',
          date: '2026-01-01T10:00:00Z',
          change: 2,
          status: 'pago',
        },
        {
          type: 'debit',
          action: 'Carrossel criado',
          date: '2026-01-03T10:00:00Z',
          change: -1,
          status: 'concluido',
        },
        { type: 'debit', action: 'Carrossel criado', date: '2026-01-02T10:00:00Z', change: 1 },
      ],
    });
    expect(credits.saldo).toBe(5);
    expect(credits.creditosUsados).toBe(3);
    expect(credits.historico.map((entry) => entry.change)).toEqual([-1, -1, 2]);
    expect(credits.historico[2]).toMatchObject({
      isCredit: true,
      action: 'Bônus de cadastro',
      status: 'pago',
    });
  });

  it('reads snake_case and missing fields as zero', () => {
    expect(normalizeCredits({ saldo_atual: '7', creditos_usados: 1 })).toEqual({
      saldo: 7,
      creditosUsados: 1,
      historico: [],
    });
    expect(normalizeCredits(null)).toEqual({ saldo: 0, creditosUsados: 0, historico: [] });
  });
});
