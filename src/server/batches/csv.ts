import { parse } from 'csv-parse/sync';
import { BATCH_MESSAGES, MAX_BATCH_ITEMS } from '../../shared/batches/api';
import { headerAliases, normalizeHeader, rowToFields } from '../../shared/batches/csv-columns';
import type { Objective } from '../../shared/constants';

export class CsvProblem extends Error {
  constructor(
    message: string,
    readonly issues: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'CsvProblem';
  }
}

/**
 * The file's text: UTF-8 when its bytes are valid UTF-8 (with or without a byte order mark), else Windows-1252,
 * what Excel in Portuguese saves as "CSV" on Windows.
 */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** `;` or `,`: whichever the header line has more of (Excel in Portuguese writes `;`). */
function detectDelimiter(text: string): ';' | ',' {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const count = (character: string) => header.split(character).length - 1;
  return count(';') >= count(',') ? ';' : ',';
}

/**
 * A batch CSV's rows as `campos_personalizados` of the objective, in order: the first line names the columns
 * (a field's key or its label), every other non-empty line is one carousel. Unknown columns are refused by
 * name, so a typo does not silently drop a field.
 */
export function parseBatchCsv(bytes: Uint8Array, objective: Objective): Record<string, unknown>[] {
  const text = decodeCsv(bytes);
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: detectDelimiter(text),
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch {
    throw new CsvProblem(BATCH_MESSAGES.csvUnreadable);
  }
  const [header, ...rows] = records.filter((record) => record.some((cell) => cell.trim() !== ''));
  if (!header || rows.length === 0) throw new CsvProblem(BATCH_MESSAGES.csvEmpty);
  if (rows.length > MAX_BATCH_ITEMS) throw new CsvProblem(BATCH_MESSAGES.tooMany);
  const aliases = headerAliases(objective);
  const columns = header.map((name) =>
    name.trim() === '' ? null : (aliases.get(normalizeHeader(name)) ?? undefined),
  );
  const unknown = header.filter((_, index) => columns[index] === undefined);
  if (unknown.length > 0) {
    const message = `Coluna desconhecida para este objetivo: ${unknown.join(', ')}. Use os títulos do modelo.`;
    throw new CsvProblem(message, [{ path: 'csv', message }]);
  }
  return rows.map((cells) => {
    const row: Record<string, string> = {};
    columns.forEach((column, index) => {
      if (column) row[column] = cells[index] ?? '';
    });
    return rowToFields(objective, row);
  });
}
