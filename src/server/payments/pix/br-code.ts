import { computeCrc16 } from './crc16';
import { type BrCodeField, type BrCodeFieldInput, decodeTlvFields, encodeTlvFields } from './emv-tlv';
import { InvalidBrCodeError } from './errors';

export type { BrCodeField, BrCodeFieldInput } from './emv-tlv';

/**
 * BR Code ("PIX copia e cola"), the BCB profile of EMV QRCPS. We generate static codes
 * (no field 01, key in 26.01) and parse any PIX code, including the dynamic ones a PSP returns
 * (URL in 26.25), so the Mercado Pago driver can check what it is about to show a payer.
 */

export const PIX_GUI = 'br.gov.bcb.pix';
const CRC_FIELD_PREFIX = '6304';
const MERCHANT_NAME_MAX = 25;
const MERCHANT_CITY_MAX = 15;
const TXID_MAX = 25;
const PIX_KEY_MAX = 77; // 26 holds at most 99 characters: 18 for the GUI, 4 for the key's header.
const AMOUNT_MAX_LENGTH = 13;
/** BCB: a static code without a transaction id carries '***' in 62.05. */
export const NO_TXID = '***';

export interface PixBrCodeInput {
  /** A DICT key: EVP (uuid), e-mail, phone (+55...), CPF or CNPJ. Used as given. */
  pixKey: string;
  /** Normalised: accents stripped, upper case, at most 25 characters. */
  merchantName: string;
  /** Normalised: accents stripped, upper case, at most 15 characters. */
  merchantCity: string;
  /** Integer centavos; omitted means the payer types the amount. */
  amountCents?: number;
  /** Letters and digits, at most 25; defaults to '***'. See {@link deriveTxid}. */
  txid?: string;
}

export interface ParsedBrCode {
  /** Every top-level field in payload order; templates carry `subfields`. */
  fields: BrCodeField[];
  payloadFormatIndicator: string;
  /** Field 01: '11' reusable, '12' single use; absent on most static codes. */
  pointOfInitiationMethod?: string;
  /** 26.01 on static codes. */
  pixKey?: string;
  /** 26.25 on dynamic codes (the PSP's location URL). */
  pixUrl?: string;
  merchantCategoryCode: string;
  currency: string;
  amountCents?: number;
  countryCode: string;
  merchantName: string;
  merchantCity: string;
  txid?: string;
  crc: string;
}

/**
 * Builds a payload from raw fields exactly as given (no normalisation) and appends 63 with
 * its CRC. Exists so reference vectors can be reproduced byte for byte; application code
 * should call {@link buildPixBrCode}.
 */
export function buildBrCodeFromFields(fields: readonly BrCodeFieldInput[]): string {
  if (fields.some((field) => field.id === '63')) {
    throw new InvalidBrCodeError('field 63 is computed, do not pass it');
  }
  const body = `${encodeTlvFields(fields)}${CRC_FIELD_PREFIX}`;
  return `${body}${computeCrc16(body)}`;
}

/** Builds a valid static PIX BR Code, normalising name and city and validating every field. */
export function buildPixBrCode(input: PixBrCodeInput): string {
  const pixKey = requirePixKey(input.pixKey);
  const txid = requireTxid(input.txid ?? NO_TXID);
  const fields: BrCodeFieldInput[] = [
    { id: '00', value: '01' },
    {
      id: '26',
      subfields: [
        { id: '00', value: PIX_GUI },
        { id: '01', value: pixKey },
      ],
    },
    { id: '52', value: '0000' },
    { id: '53', value: '986' },
  ];
  if (input.amountCents !== undefined) {
    fields.push({ id: '54', value: formatAmountCents(input.amountCents) });
  }
  fields.push(
    { id: '58', value: 'BR' },
    { id: '59', value: normalizeMerchantText(input.merchantName, MERCHANT_NAME_MAX) },
    { id: '60', value: normalizeMerchantText(input.merchantCity, MERCHANT_CITY_MAX) },
    { id: '62', subfields: [{ id: '05', value: txid }] },
  );
  return buildBrCodeFromFields(fields);
}

/**
 * Strips accents, upper-cases and keeps only A-Z, 0-9 and single spaces: payer bank apps
 * disagree on anything else, and a code they reject is a sale lost.
 */
export function normalizeMerchantText(text: string, maxLength: number): string {
  const normalized = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .slice(0, maxLength)
    .trimEnd();
  if (normalized === '') {
    throw new InvalidBrCodeError(`'${text}' has no letters or digits left after normalisation`);
  }
  return normalized;
}

/** 5990 -> '59.90'. Integer arithmetic only: a float would one day print 59.899999. */
export function formatAmountCents(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new InvalidBrCodeError(`amount must be a positive integer of centavos, got ${amountCents}`);
  }
  const reais = Math.floor(amountCents / 100);
  const centavos = (amountCents % 100).toString().padStart(2, '0');
  const formatted = `${reais}.${centavos}`;
  if (formatted.length > AMOUNT_MAX_LENGTH) {
    throw new InvalidBrCodeError(`amount ${formatted} exceeds ${AMOUNT_MAX_LENGTH} characters`);
  }
  return formatted;
}

/** Turns any reference (e.g. a payment uuid) into a valid txid: letters and digits, at most 25. */
export function deriveTxid(reference: string): string {
  const txid = reference.replace(/[^A-Za-z0-9]/g, '').slice(0, TXID_MAX);
  return txid === '' ? NO_TXID : txid;
}

function requireTxid(txid: string): string {
  if (txid !== NO_TXID && !new RegExp(`^[A-Za-z0-9]{1,${TXID_MAX}}$`).test(txid)) {
    throw new InvalidBrCodeError(`txid '${txid}' must be 1 to ${TXID_MAX} letters or digits, or '***'`);
  }
  return txid;
}

function requirePixKey(pixKey: string): string {
  if (!/^[\x21-\x7e]+$/.test(pixKey) || pixKey.length > PIX_KEY_MAX) {
    throw new InvalidBrCodeError(`PIX key must be 1 to ${PIX_KEY_MAX} printable ASCII characters`);
  }
  return pixKey;
}

/**
 * Parses and verifies a BR Code: every TLV length, the CRC, the mandatory fields and the
 * amount. Throws {@link InvalidBrCodeError} saying what is wrong.
 */
export function parseBrCode(text: string): ParsedBrCode {
  const payload = text.trim();
  if (payload === '') {
    throw new InvalidBrCodeError('payload is empty');
  }
  const fields = decodeTlvFields(payload);
  const last = fields.at(-1);
  if (last?.id !== '63' || last.value.length !== 4) {
    throw new InvalidBrCodeError('the last field must be 63 with a 4-character CRC');
  }
  const expectedCrc = computeCrc16(payload.slice(0, -4));
  if (last.value.toUpperCase() !== expectedCrc) {
    throw new InvalidBrCodeError(`CRC mismatch: payload says ${last.value}, content gives ${expectedCrc}`);
  }
  if (fields[0]?.id !== '00' || fields[0].value !== '01') {
    throw new InvalidBrCodeError("field 00 must come first with value '01'");
  }

  const byId = new Map(fields.map((field) => [field.id, field]));
  const requireValue = (id: string, name: string): string => {
    const value = byId.get(id)?.value;
    if (value === undefined) {
      throw new InvalidBrCodeError(`missing field ${id} (${name})`);
    }
    return value;
  };

  const currency = requireValue('53', 'currency');
  if (currency !== '986') {
    throw new InvalidBrCodeError(`currency must be 986 (BRL), got ${currency}`);
  }
  const merchantAccount = findPixMerchantAccount(fields);
  const pixKey = findSubfield(merchantAccount, '01');
  const pixUrl = findSubfield(merchantAccount, '25');
  if (pixKey === undefined && pixUrl === undefined) {
    throw new InvalidBrCodeError('PIX merchant account has neither a key (01) nor a URL (25)');
  }
  const amount = byId.get('54')?.value;
  const txid = findSubfield(byId.get('62'), '05');

  return {
    fields,
    payloadFormatIndicator: '01',
    pointOfInitiationMethod: byId.get('01')?.value,
    pixKey,
    pixUrl,
    merchantCategoryCode: requireValue('52', 'merchant category code'),
    currency,
    amountCents: amount === undefined ? undefined : parseAmountCents(amount),
    countryCode: requireValue('58', 'country code'),
    merchantName: requireValue('59', 'merchant name'),
    merchantCity: requireValue('60', 'merchant city'),
    txid,
    crc: last.value.toUpperCase(),
  };
}

/** '59.90' -> 5990 by string arithmetic, so no float ever touches the amount. */
function parseAmountCents(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) {
    throw new InvalidBrCodeError(`amount '${amount}' is not a decimal like 59.90`);
  }
  const reais = Number(match[1]);
  const centavos = Number((match[2] ?? '').padEnd(2, '0'));
  return reais * 100 + centavos;
}

function findPixMerchantAccount(fields: readonly BrCodeField[]): BrCodeField {
  // PSPs write the GUI in either case ('BR.GOV.BCB.PIX' is common); the manual's form is lower case.
  const account = fields.find(
    (field) =>
      Number(field.id) >= 26 &&
      Number(field.id) <= 51 &&
      findSubfield(field, '00')?.toLowerCase() === PIX_GUI,
  );
  if (!account) {
    throw new InvalidBrCodeError(`no merchant account (26-51) with GUI ${PIX_GUI}`);
  }
  return account;
}

function findSubfield(field: BrCodeField | undefined, id: string): string | undefined {
  return field?.subfields?.find((subfield) => subfield.id === id)?.value;
}

/**
 * What is wrong with a PSP's "copia e cola" for a charge of `amountCents`, or null when a payer may be shown it:
 * it must parse (CRC included) and, when it states an amount, state this one.
 */
export function findBrCodeProblem(brCode: string, amountCents: number): string | null {
  try {
    const parsed = parseBrCode(brCode);
    if (parsed.amountCents !== undefined && parsed.amountCents !== amountCents) {
      return `has a BR Code for ${parsed.amountCents} centavos`;
    }
    return null;
  } catch (error) {
    if (error instanceof InvalidBrCodeError) return `has an invalid BR Code (${error.message})`;
    throw error;
  }
}
