import { describe, expect, it } from 'vitest';
import { getCarouselStatusLabel } from '../../../shared/carousels/status';
import { type BadCarouselRow, parseCarouselList } from './parse-carousel-list';

const row = (overrides: Record<string, unknown> = {}) => ({
  id: '9d7a5c1e-8f1b-4f57-9a55-1f9e6c1b2a10',
  id_usuario: '2b0e3f44-1c3a-4d3e-8a0a-5d4c3b2a1f00',
  tema: 'O mito do post diário',
  tipo_carrossel: 'convencer',
  objetivo: 'convencer',
  status: 'concluido',
  motivo_erro: null,
  descricao_solicitada: null,
  campos_personalizados: {},
  template_visual: null,
  template_nome: null,
  formato: 'retrato',
  data_criacao: '2026-03-01T12:00:00.000Z',
  data_finalizacao: null,
  capa: null,
  total_slides: 0,
  ...overrides,
});

describe('parseCarouselList', () => {
  it('keeps a row whose status is missing and shows it as --', () => {
    const reports: BadCarouselRow[] = [];
    const withoutStatus = row({ id: '1f0e3f44-1c3a-4d3e-8a0a-5d4c3b2a1f01' });
    delete (withoutStatus as Record<string, unknown>).status;
    const list = parseCarouselList(
      [row(), row({ id: '3f0e3f44-1c3a-4d3e-8a0a-5d4c3b2a1f02', status: null }), withoutStatus],
      (r) => reports.push(r),
    );
    expect(list).toHaveLength(3);
    expect(list.map((carousel) => getCarouselStatusLabel(carousel.status))).toEqual([
      'Concluído',
      '--',
      '--',
    ]);
    expect(reports).toEqual([]);
  });

  it('leaves out a row it cannot show at all, reports it, and keeps the others', () => {
    const reports: BadCarouselRow[] = [];
    const list = parseCarouselList([row({ id: 'nao-e-uuid', data_criacao: undefined }), row()], (r) =>
      reports.push(r),
    );
    expect(list.map((carousel) => carousel.tema)).toEqual(['O mito do post diário']);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ index: 0, id: 'nao-e-uuid' });
    expect(reports[0]?.problem).toContain('data_criacao');
  });

  it('reads a row without a cover or a count as having none, and keeps it', () => {
    const reports: BadCarouselRow[] = [];
    const list = parseCarouselList([row({ capa: undefined, total_slides: 'sete' })], (r) => reports.push(r));
    expect(list).toMatchObject([{ capa: null, total_slides: 0 }]);
    expect(reports).toEqual([]);
  });

  it('fails only when the answer is not a list', () => {
    expect(() => parseCarouselList({ message: 'erro' })).toThrow();
  });
});
