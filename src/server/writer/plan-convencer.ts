import { writeCover } from './cover';
import { writeClaimHeadline } from './cover-headlines';
import type { ObjectivePlan } from './objective-plan';
import { writeSection } from './sections';
import { firstSentence, normalizeText } from './text-tools';
import type { Slide, WriterFields } from './types';

/** Myth, truth, mechanism, new path, and the user's own call to action as the only ask. */
export function planConvencer(campos: WriterFields<'convencer'>): ObjectivePlan {
  const cover = writeCover(writeClaimHeadline(campos.objetivo));
  const callToAction = normalizeText(campos.cta).replace(/\n/g, ' ');
  const ask = writeCover(callToAction);
  const closing: Slide = { kind: 'closing', eyebrow: 'Agora é com você', ...ask };
  return {
    headline: cover.title,
    topic: campos.objetivo,
    slides: [
      {
        kind: 'cover',
        eyebrow: 'Esqueça o que te contaram',
        ...cover,
        imageRef: campos.imagemChave,
      },
      ...writeSection({ eyebrow: 'O mito', text: campos.mito, fallbackTitle: 'O que todo mundo repete' }),
      ...writeSection({
        eyebrow: 'A verdade',
        text: campos.verdade,
        fallbackTitle: 'O que ninguém te conta',
      }),
      ...writeSection({ eyebrow: 'Por que funciona', text: campos.mecanismo, fallbackTitle: 'A prova' }),
      ...writeSection({
        eyebrow: 'O novo caminho',
        text: campos.novoCaminho,
        fallbackTitle: 'Faça assim a partir de hoje',
      }),
      closing,
    ],
    caption: {
      hook: cover.title,
      summary: [
        `❌ Mito: ${firstSentence(campos.mito)}`,
        `✅ Verdade: ${firstSentence(campos.verdade)}`,
        `👉 Na prática: ${firstSentence(campos.novoCaminho)}`,
      ],
      callToAction,
    },
    hashtagTexts: [campos.mito, campos.verdade, campos.mecanismo, campos.novoCaminho],
  };
}
