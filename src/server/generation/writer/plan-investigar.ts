import type { InvestigarFields } from '../../../shared/carousels';
import type { ObjectivePlan } from './objective-plan';
import { normalizeText, splitSentences, toHeadline } from './text-tools';

/** The cover carries the first sentence; the full account waits on its own slide. */
const COVER_LEAD_MAX = 140;

export function planInvestigar(campos: InvestigarFields): ObjectivePlan {
  const assunto = normalizeText(campos.assunto);
  const [firstSentence] = splitSentences(assunto);
  const lead = firstSentence && firstSentence.length <= COVER_LEAD_MAX ? firstSentence : assunto;
  const headline = toHeadline(lead);
  const localizacao = toHeadline(campos.localizacao);
  const data = normalizeText(campos.data);
  const cta = campos.cta ? toHeadline(campos.cta) : undefined;
  const callToAction = cta ?? 'Siga o perfil para acompanhar os próximos desdobramentos.';
  return {
    headline,
    topic: lead,
    slides: [
      { kind: 'cover', eyebrow: 'Investigação', title: headline, imageRef: campos.imagemUrl || undefined },
      { kind: 'content', eyebrow: 'Onde e quando', title: localizacao, body: data },
      {
        kind: 'content',
        eyebrow: 'O que aconteceu',
        title: 'O que se sabe até agora',
        body: `${assunto}\nLocal: ${localizacao}\nData: ${data}`,
        variant: 'list',
      },
      {
        kind: 'closing',
        eyebrow: 'Acompanhe',
        title: cta ?? 'Siga para acompanhar os próximos desdobramentos',
        body: 'Salve e compartilhe: informação confiável precisa circular.',
      },
    ],
    caption: {
      hook: headline,
      summary: [normalizeText(assunto.slice(lead.length)), `📍 ${localizacao} · ${data}`],
      callToAction,
    },
    hashtagTexts: [assunto, campos.localizacao],
  };
}
