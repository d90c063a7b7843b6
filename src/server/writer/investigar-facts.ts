import { asSentence, capitalizeFirst, foldText, LIST_MARKER, toHeadline } from './text-tools';
import { isThinSlide, THIN_SLIDE_CHARS } from './thin-slides';
import { type TextUnit, toUnits } from './units';

/**
 * Investigar's cover headline: read at a glance on a phone, about two short lines (docs/writer.md).
 */
export const HOOK_MAX = 70;
/** A cut shorter than this says nothing on its own ("A prefeitura informou"). */
const HOOK_MIN = 20;

/** Words after which a headline cannot stop: it would dangle ("…assinado com"). */
const DANGLING_END = new Set(
  'a o as os um uma uns umas de do da dos das em no na nos nas e ou que com por para pela pelo pelas pelos se sem ao aos à às mais muito sua seu suas seus nesta neste nessa nesse desta deste foi é são'.split(
    ' ',
  ),
);

/**
 * Words that open a modifier (a place, a time, a manner, a cause, what followed): cutting before one keeps the
 * core of the sentence, who or what and the key fact ("Contrato de R$ 2,3 milhões foi assinado | com empresa…").
 */
const MODIFIER_START = new Set(
  'em no na nos nas desde apos depois durante para pela pelo pelas pelos com sem por onde quando enquanto feita feito feitas feitos segundo ate entre contra sobre ao aos e mas porque pois sendo apesar'.split(
    ' ',
  ),
);

/** "A secretaria confirmou nesta terça-feira que X": who said it, then the fact. */
const ATTRIBUTION =
  /^(.{3,90}?)\s+(?:confirm|denunci|afirm|inform|relat|revel|anunci|apont|diz|dizem|disse|alert|admit|garant|explic|declar|acus|aleg|mostr|constat|identific|descobr)[\p{L}]*\b(?:\s+[^\s,]+){0,4}?\s+que\s+(.+)$/iu;
/** "Segundo a secretaria, X" / "De acordo com o MP, X". */
const SOURCE_FIRST = /^(?:segundo|de acordo com|conforme)\s+[^,]{3,80},\s+(.+)$/iu;

function endsWell(head: string): boolean {
  const last = foldText(head).match(/[\p{L}\p{N}]+$/u)?.[0] ?? '';
  return last !== '' && !DANGLING_END.has(last) && !/^feit[ao]s?$/.test(last);
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => word !== '').length;
}

/** The longest opening of `sentence` cut at one of `cuts` that fits `max` and ends on a word that can end it. */
function longestHead(
  sentence: string,
  cuts: readonly number[],
  max: number,
  minLength: number,
): string | null {
  let best: string | null = null;
  for (const cut of cuts) {
    const head = sentence.slice(0, cut).trim();
    if (head.length > max || head.length < minLength || wordCount(head) < 3 || !endsWell(head)) continue;
    if (!best || head.length > best.length) best = head;
  }
  return best;
}

/** Modifiers of more than one word: "…9 UBS | a partir de segunda-feira". */
const MODIFIER_PHRASE = /\s+(?:a partir d|por causa d|a fim d|em vez d|ao lado d|de acordo com)/giu;

function cutsBefore(sentence: string, words: ReadonlySet<string>): number[] {
  return [...sentence.matchAll(/\s+([\p{L}]+)/gu)]
    .filter((match) => words.has(foldText(match[1] ?? '')))
    .map((match) => match.index);
}

/** "de", "do", "da": cutting before one drops a complement ("…1.200 casas | do Conjunto…"), a last resort. */
const COMPLEMENT_START = new Set(['de', 'do', 'da', 'dos', 'das']);

/**
 * The core of a sentence: its opening up to a clause break (",", ":", ";", " — ") when that keeps at least half
 * the room, else up to the last modifier that fits; with `complements`, up to the last "de/do/da" that fits.
 */
function cutToCore(sentence: string, max: number, minLength: number, complements = false): string | null {
  if (complements) return longestHead(sentence, cutsBefore(sentence, COMPLEMENT_START), max, minLength);
  const clauses = [...sentence.matchAll(/(?:[,:;]\s|\s[—–]\s)/gu)].map((match) => match.index);
  const clause = longestHead(sentence, clauses, max, Math.max(minLength, max / 2));
  const modifiers = [
    ...cutsBefore(sentence, MODIFIER_START),
    ...[...sentence.matchAll(MODIFIER_PHRASE)].map((match) => match.index),
  ];
  return clause ?? longestHead(sentence, modifiers, max, minLength);
}

/** What a headline cut from a sentence's start leaves of it, as a sentence of its own ("e não…" → "Não…"). */
export function restAfterHead(sentence: string, head: string): string {
  const rest = sentence
    .slice(head.length)
    .replace(/^[\s,;:—–]+/u, '')
    .replace(/^e\s+/u, '');
  return capitalizeFirst(rest);
}

/** The last words that fit, ending on a word that can end a headline: the cut of last resort. */
function cutAtWord(sentence: string, max: number): string | null {
  const words = sentence.split(/\s+/);
  for (let count = words.length - 1; count >= 3; count--) {
    const head = words
      .slice(0, count)
      .join(' ')
      .replace(/[,;:]$/, '');
    if (head.length <= max && endsWell(head)) return head;
  }
  return null;
}

/**
 * A story's sentence compressed into a headline of at most `max` characters: the whole sentence when it fits,
 * else its core: who or what and the key fact, cut at a clause or before a modifier; when the opening is only
 * who said it ("A secretaria confirmou que…"), the fact said. Only the user's words, in the user's order.
 */
export function compressHeadline(text: string, max = HOOK_MAX): string | null {
  const sentence = toHeadline(text);
  if (sentence.length <= max) return sentence;
  const said = ATTRIBUTION.exec(sentence)?.[2] ?? SOURCE_FIRST.exec(sentence)?.[1];
  // With the attribution, the headline must reach into what was said, or it names only a speaker.
  const saidAt = said ? sentence.length - said.length : 0;
  // "Sem aviso, a concessionária cortou…": a short opening clause can go.
  const intro = /^[^,]{3,25},\s+(.+)$/u.exec(sentence)?.[1];
  const candidates: [string, number][] = [[sentence, Math.max(HOOK_MIN, saidAt + HOOK_MIN)]];
  for (const rest of [said, intro]) if (rest) candidates.push([capitalizeFirst(rest), HOOK_MIN]);
  for (const complements of [false, true]) {
    for (const [candidate, minLength] of candidates) {
      if (candidate.length <= max && candidate !== sentence) return candidate;
      const core = cutToCore(candidate, max, minLength, complements);
      if (core) return core;
    }
  }
  return cutAtWord(sentence, max);
}

/** What the user wrote, one fact a piece: sentences, list items, and clauses joined by ";" or ", e". */
export function splitFacts(text: string): string[] {
  return joinOpenQuotes(toUnits(text))
    .flatMap((unit) => {
      const clean = unit.isListItem ? capitalizeFirst(unit.text.replace(LIST_MARKER, '')) : unit.text;
      // "Praia coberta de óleo 🛢️ Pescadores pararam": an emoji before a capital ends a sentence too.
      return clean.split(/(?<=\p{Extended_Pictographic}\uFE0F?)\s+(?=\p{Lu})/u);
    })
    .flatMap(splitJoinedFacts)
    .map((fact) => fact.trim())
    .filter((fact) => fact !== '');
}

/** A quote of two sentences is one fact: a sentence that opens a quote takes the next ones until it closes. */
function joinOpenQuotes(units: readonly TextUnit[]): TextUnit[] {
  const result: TextUnit[] = [];
  let open = false;
  for (const unit of units) {
    const previous = result.at(-1);
    if (open && previous && !unit.isListItem)
      result[result.length - 1] = { ...previous, text: `${previous.text} ${unit.text}` };
    else result.push(unit);
    const text = (result.at(-1) as TextUnit).text;
    const curly = (text.match(/“/g) ?? []).length - (text.match(/”/g) ?? []).length;
    open = curly > 0 || (text.match(/"/g) ?? []).length % 2 === 1;
  }
  return result;
}

/** Both halves of "…de casa, e o transporte não foi contratado" must hold a fact of their own to stand apart. */
const JOINED_MIN = 30;

function splitJoinedFacts(sentence: string): string[] {
  const parts = sentence.split(/;\s+|,\s+e\s+(?=(?:o|a|os|as|um|uma|\p{Lu})\b)/u);
  if (parts.length < 2 || parts.some((part) => part.trim().length < JOINED_MIN)) return [sentence];
  return parts.map((part, index) => {
    const fact = capitalizeFirst(part.trim());
    return index < parts.length - 1 ? asSentence(fact) : fact;
  });
}

/**
 * Too short for a slide of its own: as the editor's rule measures a slide (thin-slides.ts), and in words alone,
 * as `sem-slide-vazio` reads them ("Fechou. A obra custou R$" is 24 characters but 22 of words).
 */
export function isThinFact(fact: string): boolean {
  const words = foldText(fact).match(/[\p{L}\p{N}]+/gu) ?? [];
  return isThinSlide({ kind: 'content', title: fact }) || words.join(' ').length < THIN_SLIDE_CHARS;
}

/**
 * Folds facts into at most `max` groups, and a fact too short to hold a slide into its neighbour: the pair
 * joined is always the shortest one, so the facts keep their order and the slides stay even.
 */
export function groupFacts(facts: readonly string[], max: number): string[] {
  const groups = [...facts];
  const isThin = isThinFact;
  while (groups.length > 1 && (groups.length > max || groups.some(isThin))) {
    let best = 0;
    let bestLength = Number.POSITIVE_INFINITY;
    for (let index = 0; index + 1 < groups.length; index++) {
      const first = groups[index] as string;
      const second = groups[index + 1] as string;
      if (groups.length <= max && !isThin(first) && !isThin(second)) continue;
      const length = first.length + second.length;
      if (length < bestLength) {
        best = index;
        bestLength = length;
      }
    }
    groups.splice(best, 2, `${asSentence(groups[best] as string)} ${groups[best + 1] as string}`);
  }
  return groups;
}
