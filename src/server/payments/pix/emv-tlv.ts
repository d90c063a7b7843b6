import { InvalidBrCodeError } from './errors';

/**
 * The EMV "ID + 2-digit length + value" encoding under the BR Code. Lengths count characters
 * (Unicode code points), as EMV QRCPS does; our own payloads are ASCII so characters and bytes
 * coincide, and counting code points keeps third-party payloads with accents parseable.
 */

export interface BrCodeField {
  id: string;
  value: string;
  /** Present for template fields (26-51 merchant accounts, 62 additional data, 64 language). */
  subfields?: BrCodeField[];
}

/** A field to encode: a plain value, or a template whose value is its encoded subfields. */
export type BrCodeFieldInput =
  | { id: string; value: string }
  | { id: string; subfields: readonly BrCodeFieldInput[] };

const MAX_VALUE_LENGTH = 99;

function countChars(text: string): number {
  return Array.from(text).length;
}

function isTemplateId(id: string): boolean {
  const numeric = Number(id);
  return (numeric >= 26 && numeric <= 51) || numeric === 62 || numeric === 64;
}

export function encodeTlvFields(fields: readonly BrCodeFieldInput[]): string {
  return fields.map(encodeTlvField).join('');
}

function encodeTlvField(field: BrCodeFieldInput): string {
  if (!/^\d{2}$/.test(field.id)) {
    throw new InvalidBrCodeError(`field id '${field.id}' must be two digits`);
  }
  const value = 'subfields' in field ? encodeTlvFields(field.subfields) : field.value;
  const length = countChars(value);
  if (length < 1 || length > MAX_VALUE_LENGTH) {
    throw new InvalidBrCodeError(`field ${field.id} has length ${length}; allowed 1 to ${MAX_VALUE_LENGTH}`);
  }
  return `${field.id}${length.toString().padStart(2, '0')}${value}`;
}

/** Decodes one TLV level; templates are decoded recursively. `path` names the level in errors. */
export function decodeTlvFields(text: string, path = ''): BrCodeField[] {
  const chars = Array.from(text);
  const fields: BrCodeField[] = [];
  const seen = new Set<string>();
  let position = 0;
  while (position < chars.length) {
    const header = chars.slice(position, position + 4).join('');
    const where = `offset ${position}${path ? ` of template ${path.slice(0, -1)}` : ''}`;
    if (!/^\d{4}$/.test(header)) {
      throw new InvalidBrCodeError(`expected a 2-digit id and 2-digit length at ${where}, got '${header}'`);
    }
    const id = header.slice(0, 2);
    const length = Number(header.slice(2));
    const start = position + 4;
    const end = start + length;
    if (length < 1) {
      throw new InvalidBrCodeError(`field ${path}${id} has length 0`);
    }
    if (end > chars.length) {
      throw new InvalidBrCodeError(
        `field ${path}${id} declares length ${length} but only ${chars.length - start} characters remain`,
      );
    }
    if (seen.has(id)) {
      throw new InvalidBrCodeError(`field ${path}${id} appears twice`);
    }
    seen.add(id);
    const value = chars.slice(start, end).join('');
    const field: BrCodeField = { id, value };
    if (isTemplateId(id)) {
      field.subfields = decodeTlvFields(value, `${path}${id}.`);
    }
    fields.push(field);
    position = end;
  }
  return fields;
}
