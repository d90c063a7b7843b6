import type { CarouselDto, CarouselListItem } from '../../../shared/carousels/api';
import type { SlideFormat } from '../../../shared/carousels/formats';
import type { Objective } from '../../../shared/constants';
import type { InstagramCardMetrics } from '../../../shared/instagram/schema';
import type { CarouselPostSummary } from '../../../shared/publishing/schema';
import type { CarouselAuthorship } from '../../../shared/workspaces/authorship';

/** A carousel as the screens use it: the API's snake_case fields in camelCase (docs/product-rules.md §3). */
export interface Carousel {
  id: string;
  idUsuario: string;
  tema: string | null;
  tipoCarrossel: string;
  objetivo: Objective | null;
  status: string;
  /** Why it failed, in full; null unless it failed. */
  motivoErro: string | null;
  descricaoSolicitada: string | null;
  camposPersonalizados: Record<string, unknown>;
  templateVisual: string | null;
  /** The template's name when the carousel was made (the template may be gone since). */
  templateNome: string | null;
  /** The slides' shape (retrato, quadrado or stories). */
  formato: SlideFormat;
  /** The last saved edit could not be drawn (its version number); the previous version is still served. */
  edicaoFalhou: number | null;
  dataCriacao: string;
  dataFinalizacao: string | null;
  /** The first slide's small copy once finished, for the card. */
  capa: string | null;
  /** How many slides it has (0 before it is finished). */
  totalSlides: number;
  /**
   * Every slide's PNG url once finished; null when read from the history list, which carries only
   * the cover (the detail dialog reads the carousel itself).
   */
  slides: string[] | null;
  /** The same slides' small copies (what the detail dialog shows); null like `slides`. */
  thumbnails: string[] | null;
  /** The latest published Instagram post's insights (history list only); null before any were read. */
  instagramMetrics: InstagramCardMetrics | null;
  /** Each network's latest post that was not cancelled (history list only; empty elsewhere). */
  posts: CarouselPostSummary[];
  /** Who created, last edited and last published it (history list only; null elsewhere). */
  authorship: CarouselAuthorship | null;
}

/** The one place where server field names become the web's: a rename on the API is fixed here only. */
export function toCarousel(dto: CarouselDto | CarouselListItem): Carousel {
  return {
    id: dto.id,
    idUsuario: dto.id_usuario,
    tema: dto.tema,
    tipoCarrossel: dto.tipo_carrossel,
    objetivo: dto.objetivo,
    status: dto.status,
    motivoErro: dto.motivo_erro,
    descricaoSolicitada: dto.descricao_solicitada,
    camposPersonalizados: dto.campos_personalizados,
    templateVisual: dto.template_visual,
    templateNome: dto.template_nome,
    formato: dto.formato,
    edicaoFalhou: dto.edicao_falhou,
    dataCriacao: dto.data_criacao,
    dataFinalizacao: dto.data_finalizacao,
    capa: dto.capa,
    totalSlides: dto.total_slides,
    slides: 'slides' in dto ? dto.slides : null,
    thumbnails: 'miniaturas' in dto ? dto.miniaturas : null,
    instagramMetrics: 'metricas_instagram' in dto ? dto.metricas_instagram : null,
    posts: 'publicacoes' in dto ? dto.publicacoes : [],
    authorship: 'autoria' in dto ? dto.autoria : null,
  };
}
