import type { DraftFields } from './drafter';
import type { SourceDocument } from './extract/source';

/** "2.300" and "2300" are one number, "03" and "3" too; "4h12" gives 4 and 12; "1,5" stays "1,5". */
export function numbersIn(text: string): Set<string> {
  const found = text.match(/\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?/g) ?? [];
  return new Set(found.map((number) => number.replace(/\.(?=\d{3}\b)/g, '').replace(/^0+(?=\d)/, '')));
}

/** The source as the drafters may quote it: its title, metadata (place, date, author) and text. */
export function sourceFacts(source: SourceDocument): string {
  return [source.titulo, source.lugar, source.dataPublicacao, source.autor, ...source.paragrafos]
    .filter(Boolean)
    .join('\n');
}

/** Every text of a draft, points included. */
export function draftTexts(fields: DraftFields): string[] {
  return Object.values(fields).flatMap((value) =>
    typeof value === 'string' ? [value] : value.flatMap((point) => [point.titulo, point.descricao]),
  );
}

/** The numbers a draft holds that its source does not: each is a fact the drafter made up. */
export function inventedNumbers(fields: DraftFields, sourceText: string): string[] {
  const known = numbersIn(sourceText);
  return [...new Set(draftTexts(fields).flatMap((text) => [...numbersIn(text)]))].filter(
    (number) => !known.has(number),
  );
}
