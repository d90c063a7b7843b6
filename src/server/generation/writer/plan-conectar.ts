import type { ConectarFields } from '../../../shared/carousels';
import { writeStoryHeadline } from './cover-headlines';
import type { ObjectivePlan } from './objective-plan';
import { splitLead, toHeadline } from './text-tools';

export function planConectar(campos: ConectarFields): ObjectivePlan {
  const headline = writeStoryHeadline(campos.historiaDeQue);
  const moral = splitLead(campos.moral, 'A lição que fica');
  const callToAction = 'Salve para reler quando precisar e envie para alguém que precisa ouvir isso hoje.';
  return {
    headline,
    topic: campos.historiaDeQue,
    slides: [
      { kind: 'cover', eyebrow: 'Leia até o fim', title: headline, imageRef: campos.imagemUrl || undefined },
      { kind: 'content', eyebrow: 'O desafio', ...splitLead(campos.desafio, 'Onde tudo ficou difícil') },
      { kind: 'content', eyebrow: 'A virada', ...splitLead(campos.acao, 'O que mudou o jogo') },
      { kind: 'content', eyebrow: 'O resultado', ...splitLead(campos.resultado, 'O que aconteceu depois') },
      {
        kind: 'content',
        eyebrow: 'A moral da história',
        ...moral,
        variant: moral.body ? undefined : 'quote',
      },
      {
        kind: 'closing',
        eyebrow: 'Se essa história tocou você',
        title: 'Salve e envie para quem precisa ouvir isso hoje',
        body: 'Conta nos comentários: você já viveu algo parecido?',
      },
    ],
    caption: {
      hook: headline,
      summary: [toHeadline(campos.moral)],
      callToAction,
    },
    hashtagTexts: [campos.desafio, campos.acao, campos.resultado, campos.moral],
  };
}
