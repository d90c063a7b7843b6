import { DEFAULT_CALL_TO_ACTION } from './call-to-action';
import { writeCover } from './cover';
import { writeStoryHeadline } from './cover-headlines';
import type { ObjectivePlan } from './objective-plan';
import { writeSection } from './sections';
import { firstSentence, toHeadline } from './text-tools';
import { isThinSlide } from './thin-slides';
import type { Slide, WriterFields } from './types';

/** Story arc: hook, the challenge, the turn, the result, the moral, one invitation to talk. */
export function planConectar(campos: WriterFields<'conectar'>): ObjectivePlan {
  const cover = writeCover(campos.historiaDeQue, writeStoryHeadline);
  const callToAction = DEFAULT_CALL_TO_ACTION.conectar;
  const moral = writeSection({
    eyebrow: 'A moral da história',
    text: campos.moral,
    fallbackTitle: 'A lição que fica',
    quote: true,
  });
  const [moralSlide] = moral;
  // A one-line moral is the story's last word: it closes the carousel above the invitation.
  const moralCloses =
    moral.length === 1 && moralSlide !== undefined && !moralSlide.body && isThinSlide(moralSlide);
  const closing: Slide = moralCloses
    ? { kind: 'closing', eyebrow: 'A moral da história', title: moralSlide.title, body: callToAction }
    : { kind: 'closing', eyebrow: 'Se essa história tocou você', title: toHeadline(callToAction) };
  return {
    headline: cover.title,
    topic: campos.historiaDeQue,
    slides: [
      { kind: 'cover', eyebrow: 'Leia até o fim', ...cover, imageRef: campos.imagemChave },
      ...writeSection({
        eyebrow: 'O desafio',
        text: campos.desafio,
        fallbackTitle: 'Onde tudo ficou difícil',
      }),
      ...writeSection({ eyebrow: 'A virada', text: campos.acao, fallbackTitle: 'O que mudou o jogo' }),
      ...writeSection({
        eyebrow: 'O resultado',
        text: campos.resultado,
        fallbackTitle: 'O que aconteceu depois',
      }),
      ...(moralCloses ? [] : moral),
      closing,
    ],
    caption: {
      hook: cover.title,
      summary: [
        firstSentence(campos.desafio),
        `A virada: ${firstSentence(campos.acao)}`,
        firstSentence(campos.resultado),
        `💡 ${firstSentence(campos.moral)}`,
      ],
      callToAction,
    },
    hashtagTexts: [campos.desafio, campos.acao, campos.resultado, campos.moral],
  };
}
