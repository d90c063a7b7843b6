import { DEFAULT_CALL_TO_ACTION } from './call-to-action';
import { writeCover } from './cover';
import type { ObjectivePlan } from './objective-plan';
import { writeSection } from './sections';
import { firstSentence, normalizeText, toHeadline } from './text-tools';
import type { Slide, WriterFields } from './types';
import { isListText, toUnits } from './units';

/** Title, why it matters, one slide per point in the user's order, one call to save the guide. */
export function planEducar(campos: WriterFields<'educar'>): ObjectivePlan {
  const cover = writeCover(campos.titulo);
  const total = campos.pontos.length;
  const pointTitles = campos.pontos.map((ponto) => toHeadline(ponto.titulo));
  const pointSlides: Slide[] = campos.pontos.map((ponto, index) => {
    const body = normalizeText(ponto.descricao);
    return {
      kind: 'content',
      eyebrow: total > 1 ? `Ponto ${index + 1} de ${total}` : 'Na prática',
      title: pointTitles[index] ?? toHeadline(ponto.titulo),
      body,
      imageRef: ponto.imagemChave,
      variant: isListText(toUnits(body)) ? 'list' : undefined,
    };
  });
  const callToAction = DEFAULT_CALL_TO_ACTION.educar;
  return {
    headline: cover.title,
    topic: campos.titulo,
    slides: [
      {
        kind: 'cover',
        eyebrow: total > 1 ? `Guia rápido · ${total} pontos` : 'Guia rápido',
        ...cover,
        imageRef: campos.imagemChave,
      },
      ...writeSection({
        eyebrow: 'Antes de começar',
        text: campos.introducao,
        fallbackTitle: 'Por que isso importa',
      }),
      ...pointSlides,
      { kind: 'closing', eyebrow: 'Para não esquecer', title: toHeadline(callToAction) },
    ],
    caption: {
      hook: cover.title,
      summary: [firstSentence(campos.introducao), pointTitles.map((title) => `✅ ${title}`).join('\n')],
      callToAction,
    },
    hashtagTexts: [campos.introducao, ...campos.pontos.flatMap((ponto) => [ponto.titulo, ponto.descricao])],
  };
}
