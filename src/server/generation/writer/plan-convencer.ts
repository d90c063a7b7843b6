import type { ConvencerFields } from '../../../shared/carousels';
import { writeClaimHeadline } from './cover-headlines';
import type { ObjectivePlan } from './objective-plan';
import { splitLead, splitSentences, toHeadline } from './text-tools';

function firstSentence(text: string): string {
  return splitSentences(text)[0] ?? text;
}

export function planConvencer(campos: ConvencerFields): ObjectivePlan {
  const headline = writeClaimHeadline(campos.objetivo);
  return {
    headline,
    topic: campos.objetivo,
    slides: [
      {
        kind: 'cover',
        eyebrow: 'Esqueça o que te contaram',
        title: headline,
        imageRef: campos.imagemUrl || undefined,
      },
      { kind: 'content', eyebrow: 'O mito', ...splitLead(campos.mito, 'O que todo mundo repete') },
      { kind: 'content', eyebrow: 'A verdade', ...splitLead(campos.verdade, 'O que ninguém te conta') },
      { kind: 'content', eyebrow: 'Por que funciona', ...splitLead(campos.mecanismo, 'A prova') },
      {
        kind: 'content',
        eyebrow: 'O novo caminho',
        ...splitLead(campos.novoCaminho, 'Faça assim a partir de hoje'),
      },
      {
        kind: 'closing',
        eyebrow: 'Agora é com você',
        title: toHeadline(campos.cta),
        body: 'Salve este post e compartilhe com quem ainda acredita no mito.',
      },
    ],
    caption: {
      hook: headline,
      summary: [`Mito: ${firstSentence(campos.mito)}`, `Verdade: ${firstSentence(campos.verdade)}`],
      callToAction: campos.cta,
    },
    hashtagTexts: [campos.mito, campos.verdade, campos.mecanismo, campos.novoCaminho],
  };
}
