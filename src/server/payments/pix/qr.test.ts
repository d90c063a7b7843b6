import { describe, expect, it } from 'vitest';
import { buildPixBrCode } from './br-code';
import { createQrCodeDataUrl } from './qr';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('createQrCodeDataUrl', () => {
  const buildCode = (txid: string) =>
    buildPixBrCode({
      pixKey: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Carrossel',
      merchantCity: 'Sao Paulo',
      amountCents: 13490,
      txid,
    });
  const brCode = buildCode('abc123');

  it('returns a 320 px PNG data URL', async () => {
    const dataUrl = await createQrCodeDataUrl(brCode);
    expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64');
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    // IHDR starts at byte 16: width then height, big-endian.
    expect(png.readUInt32BE(16)).toBe(320);
    expect(png.readUInt32BE(20)).toBe(320);
  });

  it('is deterministic for a code and differs between codes', async () => {
    const other = buildCode('abc124');
    expect(await createQrCodeDataUrl(brCode)).toBe(await createQrCodeDataUrl(brCode));
    expect(await createQrCodeDataUrl(other)).not.toBe(await createQrCodeDataUrl(brCode));
  });
});
