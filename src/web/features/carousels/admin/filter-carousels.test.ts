import { describe, expect, it } from 'vitest';
import type { AdminCarousel } from '../../../../shared/admin/carousels';
import { getCarouselTypeLabel } from '../../../../shared/carousels/objectives';
import { getCarouselStatusKind } from '../../../../shared/carousels/status';
import { filterCarousels, summarizeCarousels } from './filter-carousels';

function carousel(overrides: Partial<AdminCarousel>): AdminCarousel {
  return {
    id: '00000000-0000-4000-8000-000000000000',
    id_usuario: '00000000-0000-4000-8000-000000000001',
    tema: null,
    tipo_carrossel: 'conectar',
    objetivo: 'conectar',
    status: 'concluido',
    descricao_solicitada: null,
    campos_personalizados: {},
    template_visual: null,
    template_nome: null,
    data_criacao: '2026-01-01T00:00:00Z',
    data_finalizacao: null,
    slides: [],
    descricao: null,
    template: null,
    creator: null,
    webhook_data: null,
    ...overrides,
  };
}

describe('content filters', () => {
  const list = [
    carousel({
      id: 'aaaaaaaa-0000-4000-8000-000000000000',
      tema: 'Bolo de Cenoura',
      data_criacao: '2026-01-01T00:00:00Z',
    }),
    carousel({
      id: 'bbbbbbbb-0000-4000-8000-000000000000',
      descricao: 'Mito da disciplina',
      objetivo: 'convencer',
      tipo_carrossel: 'convencer',
      status: 'erro: tempo esgotado',
      data_criacao: '2026-01-03T00:00:00Z',
    }),
    carousel({
      id: 'cccccccc-0000-4000-8000-000000000000',
      status: 'completo',
      data_criacao: '2026-01-02T00:00:00Z',
    }),
    carousel({
      id: 'dddddddd-0000-4000-8000-000000000000',
      status: 'pendente',
      data_criacao: '2026-01-04T00:00:00Z',
    }),
  ];

  it('searches id, tema, descrição and type, ignoring case, newest first', () => {
    expect(filterCarousels(list, 'CENOURA', 'all').map((item) => item.id[0])).toEqual(['a']);
    expect(filterCarousels(list, 'bbbbbbbb', 'all').map((item) => item.id[0])).toEqual(['b']);
    expect(filterCarousels(list, 'disciplina', 'all')).toHaveLength(1);
    expect(filterCarousels(list, 'convencer', 'all')).toHaveLength(1);
    expect(filterCarousels(list, '', 'all').map((item) => item.id[0])).toEqual(['d', 'b', 'c', 'a']);
  });

  it('groups completo with concluido and every erro… under erro', () => {
    expect(filterCarousels(list, '', 'concluido').map((item) => item.id[0])).toEqual(['c', 'a']);
    expect(filterCarousels(list, '', 'erro').map((item) => item.id[0])).toEqual(['b']);
    expect(summarizeCarousels(list)).toEqual({ total: 4, concluidos: 2, emProcessamento: 1, comErro: 1 });
  });

  it('names statuses and types as the spec does', () => {
    expect(getCarouselStatusKind(null)).toBe('unknown');
    expect(getCarouselStatusKind('erro')).toBe('error');
    expect(getCarouselTypeLabel(null, 'educar')).toBe('Educar');
  });
});
