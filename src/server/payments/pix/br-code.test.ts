import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildBrCodeFromFields,
  buildPixBrCode,
  deriveTxid,
  formatAmountCents,
  normalizeMerchantText,
  parseBrCode,
} from './br-code';
import { computeCrc16 } from './crc16';
import { InvalidBrCodeError } from './errors';

const BCB_VECTOR =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

const EVP_KEY = '123e4567-e12b-12d1-a456-426655440000';

describe('BR Code reference vector', () => {
  it('is reproduced exactly from its raw fields', () => {
    const payload = buildBrCodeFromFields([
      { id: '00', value: '01' },
      {
        id: '26',
        subfields: [
          { id: '00', value: 'br.gov.bcb.pix' },
          { id: '01', value: EVP_KEY },
        ],
      },
      { id: '52', value: '0000' },
      { id: '53', value: '986' },
      { id: '58', value: 'BR' },
      { id: '59', value: 'Fulano de Tal' },
      { id: '60', value: 'BRASILIA' },
      { id: '62', subfields: [{ id: '05', value: '***' }] },
    ]);
    expect(payload).toBe(BCB_VECTOR);
  });

  it('parses back into its fields, nested templates included', () => {
    const parsed = parseBrCode(BCB_VECTOR);
    expect(parsed).toMatchObject({
      payloadFormatIndicator: '01',
      pixKey: EVP_KEY,
      merchantCategoryCode: '0000',
      currency: '986',
      countryCode: 'BR',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      txid: '***',
      crc: '1D3D',
    });
    expect(parsed.amountCents).toBeUndefined();
    expect(parsed.fields.map((field) => field.id)).toEqual([
      '00',
      '26',
      '52',
      '53',
      '58',
      '59',
      '60',
      '62',
      '63',
    ]);
    expect(parsed.fields[1]?.subfields).toEqual([
      { id: '00', value: 'br.gov.bcb.pix' },
      { id: '01', value: EVP_KEY },
    ]);
    expect(parsed.fields[7]?.subfields).toEqual([{ id: '05', value: '***' }]);
  });

  it('parses a third-party static code with an amount', () => {
    const parsed = parseBrCode(
      '00020126580014br.gov.bcb.pix0136a23bf0e9-5175-4829-bf89-e8fe6ac09aa1520400005303986540530.005802BR5914TywinLannister6008saopaulo62070503***6304D4FD',
    );
    expect(parsed.amountCents).toBe(3000);
    expect(parsed.merchantName).toBe('TywinLannister');
  });

  it('parses a dynamic PSP code with an upper-case GUI and a location URL', () => {
    const payload = buildBrCodeFromFields([
      { id: '00', value: '01' },
      { id: '01', value: '12' },
      {
        id: '26',
        subfields: [
          { id: '00', value: 'BR.GOV.BCB.PIX' },
          { id: '25', value: 'pix.example.com/qr/v2/9d36b84f-c70b-478f-b95c-12729b90ca25' },
        ],
      },
      { id: '52', value: '0000' },
      { id: '53', value: '986' },
      { id: '54', value: '134.9' },
      { id: '58', value: 'BR' },
      { id: '59', value: 'CARROSSEL' },
      { id: '60', value: 'SAO PAULO' },
      { id: '62', subfields: [{ id: '05', value: 'mpqrinter123' }] },
    ]);
    const parsed = parseBrCode(payload);
    expect(parsed.pointOfInitiationMethod).toBe('12');
    expect(parsed.pixKey).toBeUndefined();
    expect(parsed.pixUrl).toBe('pix.example.com/qr/v2/9d36b84f-c70b-478f-b95c-12729b90ca25');
    expect(parsed.amountCents).toBe(13490);
  });
});

describe('buildPixBrCode', () => {
  const base = { pixKey: EVP_KEY, merchantName: 'Carrossel', merchantCity: 'São Paulo' };

  it('writes the amount with two decimals from centavos', () => {
    const payload = buildPixBrCode({ ...base, amountCents: 13490, txid: 'abc123' });
    expect(payload).toContain('5406134.90');
    expect(parseBrCode(payload).amountCents).toBe(13490);
  });

  it('omits field 54 when there is no amount and uses *** when there is no txid', () => {
    const parsed = parseBrCode(buildPixBrCode(base));
    expect(parsed.fields.some((field) => field.id === '54')).toBe(false);
    expect(parsed.txid).toBe('***');
  });

  it('normalises accented names and truncates long cities', () => {
    const parsed = parseBrCode(
      buildPixBrCode({
        ...base,
        merchantName: 'Conceição & Irmãos Comércio de Serviços Ltda',
        merchantCity: 'São José dos Campos do Norte',
      }),
    );
    expect(parsed.merchantName).toBe('CONCEICAO IRMAOS COMERCIO');
    expect(parsed.merchantCity).toBe('SAO JOSE DOS CA');
  });

  it('rejects amounts that are not positive integers of centavos', () => {
    for (const amountCents of [0, -1, 10.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => buildPixBrCode({ ...base, amountCents })).toThrow(InvalidBrCodeError);
    }
  });

  it('rejects txids with symbols or more than 25 characters', () => {
    expect(() => buildPixBrCode({ ...base, txid: 'pay-1' })).toThrow(InvalidBrCodeError);
    expect(() => buildPixBrCode({ ...base, txid: 'a'.repeat(26) })).toThrow(InvalidBrCodeError);
    expect(() => buildPixBrCode({ ...base, txid: 'a'.repeat(25) })).not.toThrow();
  });

  it('rejects keys that do not fit field 26', () => {
    expect(() => buildPixBrCode({ ...base, pixKey: '' })).toThrow(InvalidBrCodeError);
    expect(() => buildPixBrCode({ ...base, pixKey: 'has space' })).toThrow(InvalidBrCodeError);
    expect(() => buildPixBrCode({ ...base, pixKey: 'k'.repeat(78) })).toThrow(InvalidBrCodeError);
    expect(parseBrCode(buildPixBrCode({ ...base, pixKey: 'k'.repeat(77) })).pixKey).toBe('k'.repeat(77));
  });

  it('every generated payload parses back with matching lengths, amount, txid and CRC', () => {
    // Any Unicode text plus Portuguese-looking text; kept only when a letter or digit survives
    // accent stripping, since a name made only of symbols is rightly refused.
    const accented = fc.string({
      unit: fc.constantFrom(..."aãâáçéêíóôõúAÃÇÉÚ -&.,'0123456789"),
      maxLength: 60,
    });
    const text = fc
      .oneof(fc.string({ unit: 'grapheme', maxLength: 60 }), accented)
      .filter((value) => /[A-Za-z0-9]/.test(value.normalize('NFD')));
    fc.assert(
      fc.property(
        fc.record({
          pixKey: fc.oneof(
            fc.uuid(),
            fc.emailAddress().filter((email) => email.length <= 77),
            fc.stringMatching(/^\+55\d{11}$/),
          ),
          merchantName: text,
          merchantCity: text,
          amountCents: fc.option(fc.integer({ min: 1, max: 9_999_999_999_99 }), { nil: undefined }),
          txid: fc.option(fc.stringMatching(/^[A-Za-z0-9]{1,25}$/), { nil: undefined }),
        }),
        (input) => {
          const payload = buildPixBrCode(input);
          const parsed = parseBrCode(payload);
          expect(parsed.pixKey).toBe(input.pixKey);
          expect(parsed.amountCents).toBe(input.amountCents);
          expect(parsed.txid).toBe(input.txid ?? '***');
          expect(parsed.merchantName).toMatch(/^[A-Z0-9 ]{1,25}$/);
          expect(parsed.merchantCity).toMatch(/^[A-Z0-9 ]{1,15}$/);
          expect(parsed.crc).toBe(computeCrc16(payload.slice(0, -4)));
          // Re-encoding the parsed fields proves every declared length matched its value.
          const withoutCrc = parsed.fields.filter((field) => field.id !== '63');
          expect(buildBrCodeFromFields(withoutCrc)).toBe(payload);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('parseBrCode rejects bad payloads', () => {
  it('fails the CRC when a digit is tampered with', () => {
    const payload = buildPixBrCode({
      pixKey: EVP_KEY,
      merchantName: 'Carrossel',
      merchantCity: 'Sao Paulo',
      amountCents: 5990,
    });
    const tampered = payload.replace('59.90', '09.90');
    expect(() => parseBrCode(tampered)).toThrow(/CRC mismatch/);
  });

  it('fails when a declared length overruns the payload', () => {
    expect(() => parseBrCode(BCB_VECTOR.replace('5913Fulano', '5999Fulano'))).toThrow(InvalidBrCodeError);
  });

  it('fails when field 63 is missing or not last', () => {
    expect(() => parseBrCode(BCB_VECTOR.slice(0, -8))).toThrow(/last field must be 63/);
  });

  it('fails on garbage, empty input and a truncated header', () => {
    expect(() => parseBrCode('')).toThrow(InvalidBrCodeError);
    expect(() => parseBrCode('hello world')).toThrow(InvalidBrCodeError);
    expect(() => parseBrCode('000')).toThrow(InvalidBrCodeError);
  });

  it('fails without a PIX merchant account even when the CRC is right', () => {
    const payload = buildBrCodeFromFields([
      { id: '00', value: '01' },
      { id: '52', value: '0000' },
      { id: '53', value: '986' },
      { id: '58', value: 'BR' },
      { id: '59', value: 'X' },
      { id: '60', value: 'Y' },
    ]);
    expect(() => parseBrCode(payload)).toThrow(/merchant account/);
  });

  it('fails on a currency other than BRL and on malformed amounts', () => {
    const build = (currency: string, amount: string) =>
      buildBrCodeFromFields([
        { id: '00', value: '01' },
        {
          id: '26',
          subfields: [
            { id: '00', value: 'br.gov.bcb.pix' },
            { id: '01', value: EVP_KEY },
          ],
        },
        { id: '52', value: '0000' },
        { id: '53', value: currency },
        { id: '54', value: amount },
        { id: '58', value: 'BR' },
        { id: '59', value: 'X' },
        { id: '60', value: 'Y' },
      ]);
    expect(() => parseBrCode(build('840', '1.00'))).toThrow(/currency/);
    expect(() => parseBrCode(build('986', '1,00'))).toThrow(/amount/);
    expect(() => parseBrCode(build('986', '1.005'))).toThrow(/amount/);
  });

  it('fails when a field id repeats', () => {
    const payload = buildBrCodeFromFields([
      { id: '00', value: '01' },
      { id: '52', value: '0000' },
      { id: '52', value: '0000' },
    ]);
    expect(() => parseBrCode(payload)).toThrow(/twice/);
  });
});

describe('helpers', () => {
  it('formatAmountCents uses integer arithmetic', () => {
    expect(formatAmountCents(5990)).toBe('59.90');
    expect(formatAmountCents(1)).toBe('0.01');
    expect(formatAmountCents(23990)).toBe('239.90');
  });

  it('normalizeMerchantText refuses text with nothing left', () => {
    expect(() => normalizeMerchantText('¿?!', 25)).toThrow(InvalidBrCodeError);
    expect(normalizeMerchantText('  ação   ltda.  ', 25)).toBe('ACAO LTDA');
  });

  it('deriveTxid keeps letters and digits, at most 25', () => {
    expect(deriveTxid('4b8e2f1c-0a6d-4c9e-9d2a-7f3b5e1c8a90')).toBe('4b8e2f1c0a6d4c9e9d2a7f3b5');
    expect(deriveTxid('42')).toBe('42');
    expect(deriveTxid('---')).toBe('***');
  });
});
