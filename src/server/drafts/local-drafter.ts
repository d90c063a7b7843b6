import {
  CONECTAR_FIELDS,
  CONVENCER_FIELDS,
  EDUCAR_FIELDS,
  EDUCAR_POINT_FIELDS,
  EDUCAR_POINTS_MAX,
  INVESTIGAR_FIELDS,
  type TextFieldSpec,
} from '../../shared/carousels/fields';
import type { Objective } from '../../shared/constants';
import { TIME_ZONE } from '../../shared/dates';
import type { Drafter, DraftFields } from './drafter';
import type { SourceDocument } from './extract/source';
import { DATE_IN_TEXT, fitText, pack, readFrame, type SourceSentence, toSentences } from './source-sentences';

const maxOf = (fields: readonly TextFieldSpec[], key: string): number =>
  fields.find((field) => field.key === key)?.max ?? 200;

/** Said when the source names no place or no date: a clear gap for the user to fill, never an invented fact. */
export const PLACE_UNKNOWN = 'Local não informado na fonte';
export const DATE_UNKNOWN = 'Data não informada na fonte';

const LONG_DATE = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

function formatSourceDate(value: string | null): string | null {
  if (!value) return null;
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return value;
  // A bare date is that calendar day; a timestamp is read in São Paulo's time.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00-03:00` : value);
  return Number.isNaN(date.getTime()) ? null : LONG_DATE.format(date);
}

const BRAZILIAN_PLACES =
  /\b(São Paulo|Rio de Janeiro|Belo Horizonte|Porto Alegre|Curitiba|Florianópolis|Salvador|Recife|Fortaleza|Belém|Manaus|Brasília|Goiânia|Campo Grande|Cuiabá|Vitória|Natal|João Pessoa|Maceió|Aracaju|Teresina|São Luís|Palmas|Porto Velho|Rio Branco|Macapá|Boa Vista|Campinas|Santos|Caruaru|Juiz de Fora|Londrina|Joinville|Ribeirão Preto|Uberlândia|Sorocaba|Niterói|Minas Gerais|Bahia|Pernambuco|Ceará|Paraná|Santa Catarina|Rio Grande do Sul|Goiás|Pará|Amazonas|Maranhão|Espírito Santo|Mato Grosso(?: do Sul)?|Paraíba|Alagoas|Sergipe|Piauí|Tocantins|Rondônia|Acre|Amapá|Roraima|Distrito Federal|Brasil)\b/u;

/** What is left of the source once the title is out: its sentences, without ones that repeat the title. */
function bodySentences(source: SourceDocument, paragraphs: readonly string[]): SourceSentence[] {
  const title = source.titulo.toLowerCase();
  return toSentences(paragraphs, new Set(source.subtitulos)).filter(
    (sentence) => sentence.text.toLowerCase() !== title,
  );
}

function draftInvestigar(source: SourceDocument): DraftFields {
  const frame = readFrame(source);
  const sentences = bodySentences(source, frame.paragrafos);
  const max = maxOf(INVESTIGAR_FIELDS, 'assunto');
  const headline = source.titulo ? fitText(source.titulo, 140) : '';
  const lead = headline ? `${headline.replace(/[.!?…]$/, '')}. ` : '';
  const rest = pack(sentences, max - lead.length);
  const text = frame.paragrafos.join('\n');
  const place = source.lugar ?? frame.lugar ?? BRAZILIAN_PLACES.exec(text)?.[1] ?? PLACE_UNKNOWN;
  const date =
    frame.data ?? formatSourceDate(source.dataPublicacao) ?? DATE_IN_TEXT.exec(text)?.[0] ?? DATE_UNKNOWN;
  return {
    assunto: fitText(`${lead}${rest}`, max),
    localizacao: fitText(place, maxOf(INVESTIGAR_FIELDS, 'localizacao')),
    data: fitText(date, maxOf(INVESTIGAR_FIELDS, 'data')),
  };
}

interface Role {
  key: string;
  max: number;
  /** Where in the text this part of the story usually sits, 0 to 1. */
  at: number;
  cue: RegExp;
}

/**
 * Hands each sentence to the part of the arc it reads as: its cue words first, its place in the text second.
 * A part left without a sentence takes the nearest one of a part that has two or more, then any nearest one.
 */
function assignRoles(sentences: readonly SourceSentence[], roles: readonly Role[]): Record<string, string> {
  const groups = new Map<string, SourceSentence[]>(roles.map((role) => [role.key, []]));
  for (const sentence of sentences) {
    let best = roles[0] as Role;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const role of roles) {
      const score = (role.cue.test(sentence.text) ? 2 : 0) - Math.abs(role.at - sentence.position) * 2;
      if (score > bestScore) {
        best = role;
        bestScore = score;
      }
    }
    groups.get(best.key)?.push(sentence);
  }
  for (const role of roles) {
    const group = groups.get(role.key) ?? [];
    if (group.length > 0) continue;
    const donors = [...groups.values()].filter((other) => other.length >= 2).flat();
    const pool = donors.length > 0 ? donors : sentences;
    const nearest = [...pool].sort(
      (a, b) => Math.abs(a.position - role.at) - Math.abs(b.position - role.at),
    )[0];
    if (!nearest) continue;
    for (const other of groups.values()) {
      const index = donors.length > 0 ? other.indexOf(nearest) : -1;
      if (index >= 0) other.splice(index, 1);
    }
    group.push(nearest);
  }
  return Object.fromEntries(roles.map((role) => [role.key, pack(groups.get(role.key) ?? [], role.max)]));
}

function opening(source: SourceDocument, sentences: readonly SourceSentence[], max: number): string {
  return fitText(source.titulo || sentences[0]?.text || '', max);
}

/** The fewest sentences that give each part of a four-part arc its own. */
const ARC_SENTENCES = 4;

function draftConectar(source: SourceDocument): DraftFields {
  const sentences = bodySentences(source, readFrame(source).paragrafos);
  const max = (key: string) => maxOf(CONECTAR_FIELDS, key);
  const historiaDeQue = opening(source, sentences, max('historiaDeQue'));
  // Without a title the opening sentence is the story's subject; it also tells the challenge of a short one.
  const rest = source.titulo || sentences.length <= ARC_SENTENCES ? sentences : sentences.slice(1);
  return {
    historiaDeQue,
    ...assignRoles(rest.length > 0 ? rest : sentences, [
      {
        key: 'desafio',
        max: max('desafio'),
        at: 0.15,
        cue: /\b(não conseguia|difícil|dificuldade|problema|medo|crise|dívida|perdi|falta|sem dinheiro|desafio|sozinh)/i,
      },
      {
        key: 'acao',
        max: max('acao'),
        at: 0.45,
        cue: /\b(decidi|comecei|passei a|resolvi|criei|mudei|busquei|fiz|aprendi a|procurei)\b/i,
      },
      {
        key: 'resultado',
        max: max('resultado'),
        at: 0.75,
        cue: /\b(hoje|resultado|consegui|cresceu|aumentou|dobrou|triplicou|depois de|\d+%)/i,
      },
      {
        key: 'moral',
        max: max('moral'),
        at: 1,
        cue: /\b(aprendi que|lição|o segredo|a verdade é que|nunca|sempre|quem)\b/i,
      },
    ]),
  };
}

/** The closing ask: the source's own, when it ends by asking something of the reader. */
const ASK =
  /^(salve|compartilhe|comente|siga|teste|experimente|comece|faça|marque|envie|leia|assista|inscreva)/i;
const DEFAULT_ASK = 'Salve este post e compartilhe com quem precisa ler isso.';

function draftConvencer(source: SourceDocument): DraftFields {
  const sentences = bodySentences(source, readFrame(source).paragrafos);
  const max = (key: string) => maxOf(CONVENCER_FIELDS, key);
  const ask = [...sentences].reverse().find((sentence) => ASK.test(sentence.text));
  const objetivo = opening(source, sentences, max('objetivo'));
  const rest = sentences.filter(
    (sentence) => sentence !== ask && (source.titulo || sentence !== sentences[0]),
  );
  return {
    objetivo,
    ...assignRoles(rest.length > 0 ? rest : sentences, [
      {
        key: 'mito',
        max: max('mito'),
        at: 0.1,
        cue: /\b(mito|acham?|acreditam?|dizem|parece|muita gente|todo mundo|costuma|senso comum)\b/i,
      },
      {
        key: 'verdade',
        max: max('verdade'),
        at: 0.35,
        cue: /\b(na verdade|verdade|porém|o que acontece|de fato|na prática|errado)\b/i,
      },
      {
        key: 'mecanismo',
        max: max('mecanismo'),
        at: 0.6,
        cue: /\b(porque|estudo|pesquisa|dados|segundo|prova|funciona|mostra|\d+%)/i,
      },
      {
        key: 'novoCaminho',
        max: max('novoCaminho'),
        at: 0.9,
        cue: /\b(em vez de|comece|faça|experimente|caminho|melhor|troque|passe a)\b/i,
      },
    ]),
    cta: fitText(ask?.text ?? DEFAULT_ASK, max('cta')),
  };
}

const NUMBERING = /^(?:\d+[.)º]?\s*[-–—:]?\s*|passo \d+\s*[-–—:]\s*)/i;

function pointTitle(text: string): string {
  const clause = text.split(/:|\s[–—-]\s|,\s/)[0] ?? text;
  return fitText(clause.replace(/[.!?…]$/, ''), maxOf(EDUCAR_POINT_FIELDS, 'titulo'));
}

function draftEducar(source: SourceDocument): DraftFields {
  const max = (key: string) => maxOf(EDUCAR_FIELDS, key);
  const descricaoMax = maxOf(EDUCAR_POINT_FIELDS, 'descricao');
  const headings = new Set(source.subtitulos);
  const paragraphs = readFrame(source).paragrafos;
  const firstHeading = paragraphs.findIndex((paragraph) => headings.has(paragraph));
  const sentences = bodySentences(source, paragraphs);
  const titulo = opening(source, sentences, max('titulo'));
  const pontos: { titulo: string; descricao: string }[] = [];
  let intro: SourceSentence[];
  if (firstHeading >= 0) {
    intro = bodySentences(source, paragraphs.slice(0, firstHeading));
    let current: { heading: string; paragraphs: string[] } | null = null;
    const flush = () => {
      if (!current) return;
      const body = pack(toSentences(current.paragraphs), descricaoMax);
      const heading = fitText(current.heading.replace(NUMBERING, ''), maxOf(EDUCAR_POINT_FIELDS, 'titulo'));
      pontos.push({ titulo: heading, descricao: body || heading });
    };
    for (const paragraph of paragraphs.slice(firstHeading)) {
      if (headings.has(paragraph)) {
        flush();
        current = { heading: paragraph, paragraphs: [] };
      } else current?.paragraphs.push(paragraph);
    }
    flush();
  } else {
    const introCount = Math.min(2, Math.max(1, Math.floor(sentences.length / 4)));
    intro = sentences.slice(source.titulo ? 0 : 1, introCount + (source.titulo ? 0 : 1));
    const rest = sentences.filter((sentence) => !intro.includes(sentence) && sentence !== sentences[0]);
    const chosen = [...rest]
      .sort((a, b) => b.salience - a.salience)
      .slice(0, 6)
      .sort((a, b) => a.order - b.order);
    for (const sentence of chosen)
      pontos.push({ titulo: pointTitle(sentence.text), descricao: fitText(sentence.text, descricaoMax) });
  }
  const introducao = pack(intro.length > 0 ? intro : sentences.slice(0, 2), max('introducao'));
  if (pontos.length === 0 && sentences[0])
    pontos.push({
      titulo: pointTitle(sentences[0].text),
      descricao: fitText(sentences[0].text, descricaoMax),
    });
  return { titulo, introducao, pontos: pontos.slice(0, EDUCAR_POINTS_MAX) };
}

/**
 * The offline drafter (docs/product-rules.md §5a): fills the objective's fields with the source's own sentences,
 * chosen by position and salience (numbers, names, quotes), never a word the source does not hold, except the
 * labelled gaps PLACE_UNKNOWN / DATE_UNKNOWN and Convencer's default ask when the source has none.
 */
export function draftLocally(objective: Objective, source: SourceDocument): DraftFields {
  switch (objective) {
    case 'investigar':
      return draftInvestigar(source);
    case 'conectar':
      return draftConectar(source);
    case 'convencer':
      return draftConvencer(source);
    case 'educar':
      return draftEducar(source);
  }
}

export const localDrafter: Drafter = {
  name: 'local',
  draft: async (objective, source) => draftLocally(objective, source),
};
