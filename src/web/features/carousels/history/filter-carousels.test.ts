import { describe, expect, it } from 'vitest';
import type { Carousel } from '../to-carousel';
import {
  countActiveFilters,
  countCarousels,
  EMPTY_FILTERS,
  filterCarousels,
  truncateForPreview,
} from './filter-carousels';

function makeCarousel(overrides: Partial<Carousel>): Carousel {
  return {
    id: '00000000-0000-4000-8000-000000000000',
    idUsuario: '00000000-0000-4000-8000-000000000001',
    tema: null,
    tipoCarrossel: 'conectar',
    objetivo: 'conectar',
    status: 'concluido',
    motivoErro: null,
    descricaoSolicitada: null,
    camposPersonalizados: {},
    templateVisual: null,
    templateNome: null,
    formato: 'retrato',
    edicaoFalhou: null,
    dataCriacao: '2026-03-01T12:00:00.000Z',
    dataFinalizacao: null,
    capa: null,
    totalSlides: 0,
    slides: null,
    thumbnails: null,
    instagramMetrics: null,
    posts: [],
    authorship: null,
    ...overrides,
  };
}

const LIST = [
  makeCarousel({ id: 'a', tema: 'Como dobrei minhas vendas', objetivo: 'conectar', status: 'concluido' }),
  makeCarousel({ id: 'b', tema: 'O mito do post diário', objetivo: 'convencer', status: 'completo' }),
  makeCarousel({
    id: 'c',
    tema: 'Feira de ciências',
    objetivo: 'investigar',
    status: 'erro: tempo esgotado',
  }),
  makeCarousel({ id: 'd', tema: 'Minha primeira loja', objetivo: 'conectar', status: 'pendente' }),
  makeCarousel({
    id: 'e',
    tema: 'Três erros no Reels',
    objetivo: 'convencer',
    status: 'processando',
    templateNome: 'Manifesto Neon',
    camposPersonalizados: { mito: 'Reels curtos sempre viralizam', imagemUrl: '/storage/medias/reels.png' },
  }),
  makeCarousel({ id: 'f', tema: 'Passo a passo do pão', objetivo: 'educar', status: 'cancelado' }),
];

const ids = (list: Carousel[]) => list.map((carousel) => carousel.id);

describe('filterCarousels', () => {
  it('keeps everything without search or filters', () => {
    expect(ids(filterCarousels(LIST, EMPTY_FILTERS))).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('searches case- and accent-insensitively in the theme, template and the user’s own words', () => {
    expect(ids(filterCarousels(LIST, { ...EMPTY_FILTERS, search: 'CIENCIAS' }))).toEqual(['c']);
    expect(ids(filterCarousels(LIST, { ...EMPTY_FILTERS, search: 'neon' }))).toEqual(['e']);
    expect(ids(filterCarousels(LIST, { ...EMPTY_FILTERS, search: 'viralizam' }))).toEqual(['e']);
    expect(ids(filterCarousels(LIST, { ...EMPTY_FILTERS, search: '  loja ' }))).toEqual(['d']);
    expect(ids(filterCarousels(LIST, { ...EMPTY_FILTERS, search: 'storage' }))).toEqual([]);
  });

  it('filters by status, with completo counting as concluído', () => {
    expect(ids(filterCarousels(LIST, { ...EMPTY_FILTERS, status: 'concluido' }))).toEqual(['a', 'b']);
    expect(ids(filterCarousels(LIST, { ...EMPTY_FILTERS, status: 'erro' }))).toEqual(['c']);
    expect(ids(filterCarousels(LIST, { ...EMPTY_FILTERS, status: 'pendente' }))).toEqual(['d']);
  });

  it('combines the objective filter with the others', () => {
    expect(ids(filterCarousels(LIST, { ...EMPTY_FILTERS, objective: 'convencer' }))).toEqual(['b', 'e']);
    expect(
      ids(filterCarousels(LIST, { search: 'reels', status: 'processando', objective: 'convencer' })),
    ).toEqual(['e']);
    expect(
      ids(filterCarousels(LIST, { ...EMPTY_FILTERS, objective: 'educar', status: 'concluido' })),
    ).toEqual([]);
  });

  it('counts the active panel filters (the search box is not one)', () => {
    expect(countActiveFilters({ ...EMPTY_FILTERS, search: 'x' })).toBe(0);
    expect(countActiveFilters({ search: '', status: 'erro', objective: 'conectar' })).toBe(2);
  });
});

describe('countCarousels', () => {
  it('counts Processando as processando plus pendente, and completo as Completos', () => {
    expect(countCarousels(LIST)).toEqual({ total: 6, done: 2, processing: 2, error: 1, cancelled: 1 });
    expect(countCarousels([])).toEqual({ total: 0, done: 0, processing: 0, error: 0, cancelled: 0 });
  });
});

describe('truncateForPreview', () => {
  it('keeps text up to 140 characters as it is', () => {
    expect(truncateForPreview('Curto.')).toBe('Curto.');
    expect(truncateForPreview('a'.repeat(140))).toBe('a'.repeat(140));
  });

  it('cuts longer text at 140 characters and adds an ellipsis', () => {
    const preview = truncateForPreview(`${'b'.repeat(150)}`);
    expect(preview).toBe(`${'b'.repeat(140)}…`);
    expect(truncateForPreview(`${'c'.repeat(139)} dd`)).toBe(`${'c'.repeat(139)}…`);
  });
});
