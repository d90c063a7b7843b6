import { DEFAULT_CALL_TO_ACTION } from './call-to-action';
import { writeCover } from './cover';
import { HEADLINE_MAX } from './headline';
import {
  compressHeadline,
  groupFacts,
  HOOK_MAX,
  isThinFact,
  restAfterHead,
  splitFacts,
} from './investigar-facts';
import type { ObjectivePlan } from './objective-plan';
import { writeSection } from './sections';
import { asSentence, capitalizeFirst, normalizeText, toHeadline } from './text-tools';
import type { Slide, WriterFields } from './types';
import { toUnits } from './units';

/**
 * The reporter's arc in 5 to 8 slides: the story's hook on the cover, one slide per fact the user gave, where
 * and when, one call to action. Only the user's findings are facts. The slides any story could carry ("why it
 * matters", open questions) only fill the arc up to its 5 slides when the user gave too few facts, and never two
 * in a row (docs/writer.md).
 */
const SLIDES_MIN = 5;
const SLIDES_MAX = 8;
/** Cover, where and when, closing: the rest of the arc is the facts'. */
const FACT_SLIDES_MAX = SLIDES_MAX - 3;
const CONTENT_MIN = SLIDES_MIN - 2;

export const WHY_IT_MATTERS: Slide = {
  kind: 'content',
  eyebrow: 'Por que importa',
  title: 'O que isso muda para você',
  body: 'Quando acontece perto de nós, muda a rotina e as decisões de quem vive ali. Saber o que já está confirmado separa informação de boato.',
};

export const STILL_OPEN: Slide = {
  kind: 'content',
  eyebrow: 'Em aberto',
  title: 'O que ainda precisa de resposta',
  body: '• Quem responde pelo que aconteceu?\n• Quais são os próximos passos?\n• Quem mais é afetado?',
  variant: 'list',
};

/** Someone's words: a quote, or a sentence that says who said it. */
const SAID = /[“”"]|\b(disse|afirmou|declarou|segundo|de acordo com)\b/iu;

/** A fact that opens with a quote: the quote, then who said it. */
const QUOTE_FIRST = /^([“"][^”"]+[”"])[,.]?\s+(\S.*)$/u;

interface InvestigarCover {
  title: string;
  /** Under the headline: the lede whole when the headline is what it reports, or a short rest of it. */
  deck?: string;
  facts: string[];
}

/** Up to this, what the headline leaves of the lede stays on the cover as its subtitle. */
const SUBTITLE_MAX = 40;

/**
 * The cover carries the hook: the lede (the subject's first fact) whole when it fits, else compressed to its
 * core. What a headline cut from the lede's start leaves goes on the next slide (or under the headline when
 * short); a headline that drops who said it keeps the lede whole under it. When the lede cannot be compressed,
 * the next short fact heads the cover.
 */
function writeInvestigarCover(assunto: string): InvestigarCover {
  const [lede, ...rest] = splitFacts(assunto);
  if (!lede) return { title: toHeadline(assunto), facts: [] };
  const whole = toHeadline(lede);
  const hook = compressHeadline(lede);
  if (hook === whole) return { title: whole, facts: rest };
  if (hook && whole.startsWith(hook)) {
    const tail = restAfterHead(lede, hook);
    return tail.length < SUBTITLE_MAX
      ? { title: hook, deck: tail, facts: rest }
      : { title: hook, facts: [tail, ...rest] };
  }
  if (hook) return { title: hook, deck: asSentence(capitalizeFirst(lede)), facts: rest };
  const other = rest.find((fact) => toHeadline(fact).length <= HOOK_MAX);
  if (other) return { title: toHeadline(other), facts: [lede, ...rest.filter((fact) => fact !== other)] };
  return { title: whole, facts: rest };
}

function eyebrowOf(fact: string, index: number): string {
  if (/\?\s*$/.test(fact)) return 'Em aberto';
  if (SAID.test(fact)) return 'O que dizem';
  return index === 0 ? 'O que aconteceu' : 'O que se sabe';
}

/**
 * A fact's slide: a sentence too long for a headline is cut into its core and the rest (never repeated);
 * several sentences give their strongest one as the headline.
 */
function factSlides(facts: readonly string[]): Slide[] {
  return facts.flatMap((fact, index) => {
    const eyebrow = eyebrowOf(fact, index);
    // “Two sentences of a quote”, disse Fulano: the quote heads the slide whole, who said it goes below.
    const quote = QUOTE_FIRST.exec(fact);
    if (quote?.[1] && quote[2] && quote[1].length <= HEADLINE_MAX)
      return [
        {
          kind: 'content',
          eyebrow,
          title: quote[1],
          body: asSentence(capitalizeFirst(quote[2])),
        } satisfies Slide,
      ];
    const whole = toHeadline(fact);
    const head =
      toUnits(fact).length === 1 && whole.length > HEADLINE_MAX ? compressHeadline(fact, HEADLINE_MAX) : null;
    if (head && whole.startsWith(head)) {
      const body = asSentence(restAfterHead(fact, head));
      return [{ kind: 'content', eyebrow, title: head, body } satisfies Slide];
    }
    return writeSection({ eyebrow, text: fact, fallbackTitle: head ?? 'O que se sabe até agora' });
  });
}

/** Fills the arc up to its 5 slides with the slides any story could carry, never two of them side by side. */
function fillArc(content: readonly Slide[]): Slide[] {
  const missing = CONTENT_MIN - content.length;
  if (missing >= 2) return [WHY_IT_MATTERS, ...content, STILL_OPEN];
  if (missing === 1) return [...content, WHY_IT_MATTERS];
  return [...content];
}

export function planInvestigar(campos: WriterFields<'investigar'>): ObjectivePlan {
  const cover = writeInvestigarCover(campos.assunto);
  const grouped = groupFacts(cover.facts, FACT_SLIDES_MAX);
  // A lone fact too short for a slide ("Moradores protestam.") reads as the cover's subtitle.
  const loneThin = grouped.length === 1 && isThinFact(grouped[0] as string);
  const facts = loneThin ? [] : grouped;
  const deck = [cover.deck, ...(loneThin ? grouped : [])].filter(Boolean).join(' ') || undefined;
  const localizacao = toHeadline(campos.localizacao);
  const data = capitalizeFirst(normalizeText(campos.data).replace(/\n/g, ' '));
  const callToAction = campos.cta
    ? normalizeText(campos.cta).replace(/\n/g, ' ')
    : DEFAULT_CALL_TO_ACTION.investigar;
  const whereAndWhen: Slide = {
    kind: 'content',
    eyebrow: 'Onde e quando',
    title: localizacao,
    body: `${asSentence(data)}\nLocal e data são o ponto de partida para conferir qualquer versão que circular.`,
  };
  const [first, ...others] = factSlides(facts);
  const content = first ? [first, whereAndWhen, ...others] : [whereAndWhen];
  const slides: Slide[] = [
    { kind: 'cover', eyebrow: 'Investigação', title: cover.title, body: deck, imageRef: campos.imagemChave },
    ...fillArc(content),
    { kind: 'closing', eyebrow: 'Acompanhe', ...writeCover(callToAction) },
  ];
  const summary = [...(deck ? [deck] : []), ...facts.slice(0, deck ? 1 : 2), `📍 ${localizacao} · 🗓️ ${data}`];
  if (summary.length < 2)
    summary.push('Ainda em aberto: quem responde pelo que aconteceu e quais são os próximos passos.');
  return {
    headline: cover.title,
    topic: cover.title,
    slides,
    caption: { hook: cover.title, summary, callToAction },
    hashtagTexts: [campos.assunto],
    hashtagNames: [campos.localizacao],
  };
}
