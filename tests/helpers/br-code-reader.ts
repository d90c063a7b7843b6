/**
 * An independent reader of PIX BR Codes (EMV QRCPS, BCB's "Manual de Padrões para Iniciação do Pix"), written
 * from the manual without the app's parser, so a bug there cannot hide the same bug in what a PSP returns:
 * ID (2 digits) + length (2 digits) + value, field 63 the CRC16-CCITT (poly 0x1021, init 0xFFFF) of everything
 * before its value.
 */

export interface ReadBrCode {
  fields: Map<string, string>;
  /** Subfields of the merchant account template (26). */
  account: Map<string, string>;
  amount: string | undefined;
  crcMatches: boolean;
}

function readTlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > text.length) {
      throw new Error(`bad TLV at ${at}`);
    }
    fields.set(id, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function readBrCode(code: string): ReadBrCode {
  const fields = readTlv(code);
  const crc = fields.get('63');
  return {
    fields,
    account: readTlv(fields.get('26') ?? ''),
    amount: fields.get('54'),
    crcMatches: crc !== undefined && crc16(code.slice(0, -4)) === crc.toUpperCase(),
  };
}
