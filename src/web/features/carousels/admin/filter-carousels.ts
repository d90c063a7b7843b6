import type { AdminCarousel } from '../../../../shared/admin/carousels';
import { getCarouselTypeLabel } from '../../../../shared/carousels/objectives';
import { getCarouselStatusKind, isCarouselInProgress } from '../../../../shared/carousels/status';
import type { CarouselStatus } from '../../../../shared/constants';

export type CarouselStatusFilter = 'all' | CarouselStatus;

/**
 * docs/product-rules.md §2 content search: case-insensitive, matching id, tema, descrição (and the requested
 * description) and the type; the status filter groups completo with concluido and every 'erro…' together.
 * Newest first.
 */
export function filterCarousels(
  carousels: readonly AdminCarousel[],
  search: string,
  status: CarouselStatusFilter,
): AdminCarousel[] {
  const needle = search.trim().toLocaleLowerCase('pt-BR');
  return carousels
    .filter(
      (carousel) =>
        status === 'all' || getCarouselStatusKind(carousel.status) === getCarouselStatusKind(status),
    )
    .filter((carousel) => {
      if (!needle) return true;
      return [
        carousel.id,
        carousel.tema,
        carousel.descricao,
        carousel.descricao_solicitada,
        carousel.tipo_carrossel,
        getCarouselTypeLabel(carousel.objetivo, carousel.tipo_carrossel),
      ].some((value) => value?.toLocaleLowerCase('pt-BR').includes(needle));
    })
    .sort((a, b) => Date.parse(b.data_criacao) - Date.parse(a.data_criacao));
}

export interface CarouselSummary {
  total: number;
  concluidos: number;
  emProcessamento: number;
  comErro: number;
}

/** The four summary cards: Total Criados, Concluídos, Em Processamento (processando or pendente), Com Erro. */
export function summarizeCarousels(carousels: readonly AdminCarousel[]): CarouselSummary {
  const summary: CarouselSummary = { total: carousels.length, concluidos: 0, emProcessamento: 0, comErro: 0 };
  for (const carousel of carousels) {
    const kind = getCarouselStatusKind(carousel.status);
    if (kind === 'done') summary.concluidos++;
    else if (isCarouselInProgress(kind)) summary.emProcessamento++;
    else if (kind === 'error') summary.comErro++;
  }
  return summary;
}
