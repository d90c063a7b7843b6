import { EDUCAR_POINT_FIELDS, EDUCAR_POINTS_MAX, TEXT_FIELDS_BY_OBJECTIVE } from '../carousels/fields';
import type { Objective } from '../constants';

/** Educar's points as columns: ponto1_titulo, ponto1_descricao, ponto2_titulo... */
const pointColumn = (index: number, key: string) => `ponto${index}_${key}`;

/** The columns of an objective's CSV, named after its fields (the model has these, in this order). */
export function csvColumns(objective: Objective, points = EDUCAR_POINTS_MAX): string[] {
  const fields = TEXT_FIELDS_BY_OBJECTIVE[objective].map((field) => field.key);
  if (objective !== 'educar') return fields;
  const pointColumns = Array.from({ length: points }, (_, index) =>
    EDUCAR_POINT_FIELDS.map((field) => pointColumn(index + 1, field.key)),
  ).flat();
  return [...fields, ...pointColumns];
}

/** A header as typed by a person: no accents, case, spaces or punctuation ("Moral da história" = moraldahistoria). */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Each accepted header (the field's key or its label) to the column it names. */
export function headerAliases(objective: Objective): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const column of csvColumns(objective)) aliases.set(normalizeHeader(column), column);
  for (const field of TEXT_FIELDS_BY_OBJECTIVE[objective])
    aliases.set(normalizeHeader(field.label), field.key);
  return aliases;
}

/** One CSV row (column -> text) as the objective's `campos_personalizados`. */
export function rowToFields(objective: Objective, row: Record<string, string>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS_BY_OBJECTIVE[objective]) {
    const value = row[field.key]?.trim();
    if (value) fields[field.key] = value;
  }
  if (objective === 'educar') {
    const pontos: Record<string, string>[] = [];
    for (let index = 1; index <= EDUCAR_POINTS_MAX; index++) {
      const titulo = row[pointColumn(index, 'titulo')]?.trim() ?? '';
      const descricao = row[pointColumn(index, 'descricao')]?.trim() ?? '';
      if (titulo || descricao) pontos.push({ titulo, descricao });
    }
    fields.pontos = pontos;
  }
  return fields;
}

const EXAMPLES: Record<Objective, string[]> = {
  educar: [
    '5 hábitos para dormir melhor',
    'Pequenas mudanças na rotina fazem diferença no sono.',
    'Horário fixo',
    'Deite e acorde no mesmo horário, inclusive no fim de semana.',
    'Menos telas',
    'Desligue o celular 1 hora antes de dormir.',
  ],
  conectar: [
    'Como perdi meu maior cliente',
    'Entreguei atrasado três vezes seguidas.',
    'Pedi desculpas e criei um processo de prazos.',
    'Hoje entrego tudo no prazo e o cliente voltou.',
    'Errar faz parte; repetir o erro, não.',
  ],
  convencer: [
    'Vender mais sem baixar o preço',
    'Desconto é o único jeito de fechar vendas.',
    'Clientes compram valor percebido, não preço.',
    'Mostrar resultados de outros clientes aumenta a conversão.',
    'Apresente casos reais antes de falar de preço.',
    'Comente "VALOR" e receba o roteiro.',
  ],
  investigar: ['Lançamento do novo shopping do centro', 'Centro, Belo Horizonte', 'Sábado, 14 de março', ''],
};

/**
 * The downloadable model of an objective: the header and one example row, `;`-separated (what Excel in
 * Portuguese opens in columns), with a UTF-8 byte order mark so accents survive.
 */
export function buildCsvModel(objective: Objective): string {
  const columns = csvColumns(objective, objective === 'educar' ? 3 : 0);
  const example = EXAMPLES[objective];
  const cells = columns.map((_, index) => example[index] ?? '');
  const quote = (cell: string) => (/[;"\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  return `\uFEFF${columns.join(';')}\r\n${cells.map(quote).join(';')}\r\n`;
}
