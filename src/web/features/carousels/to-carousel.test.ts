import { describe, expect, it } from 'vitest';
import type { CarouselDto } from '../../../shared/carousels/api';
import { toCarousel } from './to-carousel';

describe('toCarousel', () => {
  it('turns every snake_case field of the API into its camelCase name', () => {
    const dto: CarouselDto = {
      id: '9d7a5c1e-8f1b-4f57-9a55-1f9e6c1b2a10',
      id_usuario: '2b0e3f44-1c3a-4d3e-8a0a-5d4c3b2a1f00',
      tema: 'O mito do post diário',
      tipo_carrossel: 'convencer',
      objetivo: 'convencer',
      status: 'concluido',
      motivo_erro: null,
      descricao_solicitada: 'Postar todo dia não é obrigatório',
      campos_personalizados: { mito: 'Postar todo dia', imagemUrl: '/storage/medias/public/a.png' },
      template_visual: '0f5c8d2e-7a6b-4c1d-9e8f-1a2b3c4d5e6f',
      template_nome: 'Manifesto Neon',
      formato: 'retrato',
      edicao_falhou: 3,
      data_criacao: '2026-03-01T12:00:00.000Z',
      data_finalizacao: '2026-03-01T12:00:02.000Z',
      capa: '/storage/carrosseis/x/slide-01.png',
      total_slides: 1,
      slides: ['/storage/carrosseis/x/slide-01.png'],
      miniaturas: ['/storage/carrosseis/x/slide-01.540.webp'],
    };
    expect(toCarousel(dto)).toEqual({
      id: dto.id,
      idUsuario: dto.id_usuario,
      tema: 'O mito do post diário',
      tipoCarrossel: 'convencer',
      objetivo: 'convencer',
      status: 'concluido',
      motivoErro: null,
      descricaoSolicitada: 'Postar todo dia não é obrigatório',
      camposPersonalizados: { mito: 'Postar todo dia', imagemUrl: '/storage/medias/public/a.png' },
      templateVisual: dto.template_visual,
      templateNome: 'Manifesto Neon',
      formato: 'retrato',
      edicaoFalhou: 3,
      dataCriacao: '2026-03-01T12:00:00.000Z',
      dataFinalizacao: '2026-03-01T12:00:02.000Z',
      capa: '/storage/carrosseis/x/slide-01.png',
      totalSlides: 1,
      slides: ['/storage/carrosseis/x/slide-01.png'],
      thumbnails: ['/storage/carrosseis/x/slide-01.540.webp'],
      instagramMetrics: null,
      posts: [],
      authorship: null,
    });
  });

  it('reads a history list row, which has the cover and the count, as slides not yet known', () => {
    const { slides: _slides, ...listRow } = {
      id: '9d7a5c1e-8f1b-4f57-9a55-1f9e6c1b2a10',
      id_usuario: '2b0e3f44-1c3a-4d3e-8a0a-5d4c3b2a1f00',
      tema: null,
      tipo_carrossel: 'conectar',
      objetivo: 'conectar' as const,
      status: 'concluido',
      motivo_erro: null,
      descricao_solicitada: null,
      campos_personalizados: {},
      template_visual: null,
      template_nome: null,
      formato: 'quadrado' as const,
      edicao_falhou: null,
      data_criacao: '2026-03-01T12:00:00.000Z',
      data_finalizacao: '2026-03-01T12:00:02.000Z',
      capa: '/storage/carrosseis/y/slide-01.png',
      total_slides: 7,
      slides: [],
      metricas_instagram: {
        alcance: 840,
        salvamentos: 37,
        compartilhamentos: 12,
        curtidas: 95,
        comentarios: 8,
        interacoes: 152,
        lidas_em: '2026-03-02T12:00:00.000Z',
      },
      publicacoes: [
        {
          rede: 'linkedin' as const,
          status: 'publicado' as const,
          url: 'https://www.linkedin.com/feed/update/urn:li:share:7/',
          agendado_para: '2026-03-02T11:00:00.000Z',
          publicado_em: '2026-03-02T11:00:09.000Z',
        },
      ],
      autoria: { criado_por: 'Ana', editado_por: 'Bruno', publicado_por: null },
    };
    expect(toCarousel(listRow)).toMatchObject({
      capa: '/storage/carrosseis/y/slide-01.png',
      totalSlides: 7,
      slides: null,
      thumbnails: null,
      instagramMetrics: { alcance: 840, salvamentos: 37, lidas_em: '2026-03-02T12:00:00.000Z' },
      posts: [
        {
          rede: 'linkedin',
          status: 'publicado',
          url: 'https://www.linkedin.com/feed/update/urn:li:share:7/',
        },
      ],
      authorship: { criado_por: 'Ana', editado_por: 'Bruno', publicado_por: null },
    });
  });
});
