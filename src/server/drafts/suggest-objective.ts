import type { Objective } from '../../shared/constants';
import type { SourceDocument } from './extract/source';

const NEWS_TYPES = /NewsArticle|Report/;

function count(text: string, pattern: RegExp): number {
  return (text.match(pattern) ?? []).length;
}

/**
 * The objective that fits the source (docs/product-rules.md §5a): a news story → Investigar, a how-to → Educar,
 * a personal story → Conectar, an argument → Convencer. A suggestion only: the user's choice stands.
 */
export function suggestObjective(source: SourceDocument): Objective {
  const text = `${source.titulo}\n${source.paragrafos.join('\n')}`;
  const words = Math.max(50, text.split(/\s+/).length);
  const per100 = (hits: number) => (hits * 100) / words;
  const scores: Record<Objective, number> = {
    investigar:
      (source.tipoSchema && NEWS_TYPES.test(source.tipoSchema) ? 4 : 0) +
      per100(
        count(
          text,
          /\b(segundo|de acordo com|afirmou|disse|declarou|informou|anunciou|divulgou|prefeitura|governo|polícia)\b/gi,
        ),
      ) *
        2 +
      (/^[A-ZÀ-Ý .'-]{3,40}\s*[—–-]\s/m.test(text) ? 2 : 0),
    educar:
      (source.subtitulos.length >= 2 ? 2 : 0) +
      (/^(como|guia|passo a passo|tutorial|\d+ (dicas|passos|maneiras|formas|erros))\b/i.test(source.titulo)
        ? 3
        : 0) +
      per100(
        count(
          text,
          /\b(passo|dica|aprenda|faça|use|evite|escolha|defina|calcule|primeiro|segundo passo)\b/gi,
        ),
      ) *
        1.5,
    conectar:
      per100(
        count(
          text,
          /\b(eu|meu|minha|meus|minhas|comecei|aprendi|decidi|consegui|percebi|senti|fui|estava)\b/gi,
        ),
      ) * 1.2,
    convencer:
      per100(
        count(
          text,
          /\b(mito|verdade|na verdade|deveria|deveriam|precisa|precisamos|pare de|errado|engano|acreditam?|dizem|por que|porque)\b/gi,
        ),
      ) * 1.5,
  };
  const ranked = (Object.entries(scores) as [Objective, number][]).sort((a, b) => b[1] - a[1]);
  const [best] = ranked;
  return best && best[1] > 0.5 ? best[0] : 'investigar';
}
