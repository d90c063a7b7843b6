import { describe, expect, it } from 'vitest';
import type { Carousel } from '../to-carousel';
import { buildRetryLink, readRetryDraft } from './retry-draft';

const FAILED: Carousel = {
  id: '0f8c2b5e-0000-4000-8000-000000000001',
  idUsuario: '0f8c2b5e-0000-4000-8000-000000000002',
  tema: 'Feira de ciências',
  tipoCarrossel: 'investigar',
  objetivo: 'investigar',
  status: 'erro: tempo esgotado',
  motivoErro: 'tempo esgotado',
  descricaoSolicitada: null,
  camposPersonalizados: {
    assunto: 'Feira',
    localizacao: 'Recife',
    data: 'março',
    imagemUrl: '/x.png',
    outro: 'y',
  },
  templateVisual: 'tpl-1',
  templateNome: 'Aurora',
  formato: 'stories',
  edicaoFalhou: null,
  dataCriacao: '2026-11-23T10:00:00.000Z',
  dataFinalizacao: null,
  capa: null,
  totalSlides: 0,
  slides: null,
  thumbnails: null,
  instagramMetrics: null,
  posts: [],
  authorship: null,
};

describe('retry drafts', () => {
  it('opens /criar on the same objective with its own fields, template and format, not the cover or foreign keys', () => {
    const link = buildRetryLink(FAILED);
    expect(link?.to).toBe('/criar?tipo=investigar');
    const values = readRetryDraft(link?.state, 'investigar');
    expect(values.campos).toEqual({ assunto: 'Feira', localizacao: 'Recife', data: 'março' });
    expect(values.template_visual).toBe('tpl-1');
    expect(values.formato).toBe('stories');
    expect(values.imagemUrl).toBe('');
  });

  it('starts empty without a draft, or when the page is on another objective', () => {
    expect(readRetryDraft(null, 'investigar').campos).toEqual({});
    expect(readRetryDraft(buildRetryLink(FAILED)?.state, 'conectar').campos).toEqual({});
  });
});
