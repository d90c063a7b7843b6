/**
 * CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final XOR), the checksum the
 * BCB BR Code manual prescribes for field 63. Computed over UTF-8 bytes so any non-ASCII
 * character that slips into a payload is checksummed the way a payer's bank app will read it.
 */
const POLYNOMIAL = 0x1021;
const INITIAL = 0xffff;

const TABLE: readonly number[] = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte << 8;
  for (let bit = 0; bit < 8; bit++) {
    crc = crc & 0x8000 ? ((crc << 1) ^ POLYNOMIAL) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
});

const encoder = new TextEncoder();

/** Returns the CRC as 4 upper-case hex digits, e.g. computeCrc16('123456789') === '29B1'. */
export function computeCrc16(text: string): string {
  let crc = INITIAL;
  for (const byte of encoder.encode(text)) {
    const index = ((crc >> 8) ^ byte) & 0xff;
    crc = ((crc << 8) & 0xffff) ^ (TABLE[index] ?? 0);
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
