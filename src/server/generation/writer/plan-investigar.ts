import { DEFAULT_CALL_TO_ACTION } from './call-to-action';
import { writeCover } from './cover';
import type { ObjectivePlan } from './objective-plan';
import { writeSection } from './sections';
import { asSentence, capitalizeFirst, normalizeText, toHeadline } from './text-tools';
import type { Slide, WriterFields } from './types';

/**
 * The reporter's arc in 5 to 8 slides: the headline, what happened, where and when, what it
 * means for the reader, what is still open, one call to action. Only the user's findings are
 * facts; the "what it means" and "still open" slides frame them with questions, never claims.
 */
/** Up to this, what the headline leaves of the subject stays on the cover as its subtitle. */
const SUBTITLE_MAX = 40;

export function planInvestigar(campos: WriterFields<'investigar'>): ObjectivePlan {
  const cover = writeCover(campos.assunto);
  const localizacao = toHeadline(campos.localizacao);
  const data = capitalizeFirst(normalizeText(campos.data).replace(/\n/g, ' '));
  const callToAction = campos.cta
    ? normalizeText(campos.cta).replace(/\n/g, ' ')
    : DEFAULT_CALL_TO_ACTION.investigar;
  const ask = writeCover(callToAction);
  // A short remainder ("Moradores relatam alagamentos.") reads as the cover's subtitle, not as a slide.
  const subtitle = cover.body && cover.body.length < SUBTITLE_MAX ? cover.body : undefined;
  const happened =
    cover.body && !subtitle
      ? writeSection({
          eyebrow: 'O que aconteceu',
          text: cover.body,
          fallbackTitle: 'O que se sabe até agora',
        })
      : [];
  const slides: Slide[] = [
    {
      kind: 'cover',
      eyebrow: 'Investigação',
      title: cover.title,
      body: subtitle,
      imageRef: campos.imagemChave,
    },
    ...happened.map((slide, index) => (index === 0 ? slide : { ...slide, eyebrow: 'O que se sabe' })),
    {
      kind: 'content',
      eyebrow: 'Onde e quando',
      title: localizacao,
      body: `${asSentence(data)}\nLocal e data são o ponto de partida para conferir qualquer versão que circular.`,
    },
    {
      kind: 'content',
      eyebrow: 'Por que importa',
      title: 'O que isso muda para você',
      body: 'Quando acontece perto de nós, muda a rotina e as decisões de quem vive ali. Saber o que já está confirmado separa informação de boato.',
    },
    {
      kind: 'content',
      eyebrow: 'Em aberto',
      title: 'O que ainda precisa de resposta',
      body: '• Quem responde pelo que aconteceu?\n• Quais são os próximos passos?\n• Quem mais é afetado?',
      variant: 'list',
    },
    { kind: 'closing', eyebrow: 'Acompanhe', ...ask },
  ];
  return {
    headline: cover.title,
    topic: cover.title,
    slides,
    caption: {
      hook: cover.title,
      summary: [
        ...(cover.body ? [cover.body] : []),
        `📍 ${localizacao} · 🗓️ ${data}`,
        'Ainda em aberto: quem responde pelo que aconteceu e quais são os próximos passos.',
      ],
      callToAction,
    },
    hashtagTexts: [campos.assunto],
    hashtagNames: [campos.localizacao],
  };
}
