import type { EducarFields } from '../../../shared/carousels';
import type { ObjectivePlan } from './objective-plan';
import { normalizeText, splitLead, splitSentences, toHeadline } from './text-tools';
import type { Slide } from './types';

/** Past this, the recap list would crowd the closing slide; a plain invitation replaces it. */
const RECAP_MAX_CHARS = 360;

export function planEducar(campos: EducarFields): ObjectivePlan {
  const headline = toHeadline(campos.titulo);
  const total = campos.pontos.length;
  const pointTitles = campos.pontos.map((ponto) => toHeadline(ponto.titulo));
  const recap = pointTitles.map((title, index) => `${index + 1}. ${title}`).join('\n');
  const pointSlides: Slide[] = campos.pontos.map((ponto, index) => ({
    kind: 'content',
    eyebrow: `Ponto ${index + 1} de ${total}`,
    title: pointTitles[index] ?? toHeadline(ponto.titulo),
    body: normalizeText(ponto.descricao),
    imageRef: ponto.imagemUrl || undefined,
  }));
  const hasRecap = total > 1 && recap.length <= RECAP_MAX_CHARS;
  return {
    headline,
    topic: campos.titulo,
    slides: [
      {
        kind: 'cover',
        eyebrow: total > 1 ? `Guia rápido · ${total} pontos` : 'Guia rápido',
        title: headline,
        imageRef: campos.imagemUrl || undefined,
      },
      {
        kind: 'content',
        eyebrow: 'Antes de começar',
        ...splitLead(campos.introducao, 'Por que isso importa'),
      },
      ...pointSlides,
      {
        kind: 'closing',
        eyebrow: hasRecap ? 'Recapitulando' : 'Para não esquecer',
        title: 'Salve este guia para consultar depois',
        body: hasRecap ? recap : 'Compartilhe com alguém que está começando agora.',
        variant: hasRecap ? 'list' : undefined,
      },
    ],
    caption: {
      hook: headline,
      summary: [
        splitSentences(campos.introducao)[0] ?? '',
        pointTitles.map((title) => `✅ ${title}`).join('\n'),
      ],
      callToAction: 'Salve para consultar depois e compartilhe com quem precisa.',
    },
    hashtagTexts: [campos.introducao, ...campos.pontos.flatMap((ponto) => [ponto.titulo, ponto.descricao])],
  };
}
