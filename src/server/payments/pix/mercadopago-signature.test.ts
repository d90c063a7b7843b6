import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { InvalidPixSignatureError } from './errors';
import { buildMercadoPagoManifest, verifyMercadoPagoSignature } from './mercadopago-signature';

// Reference value computed independently with:
//   printf 'id:1234567890;request-id:bb56a2f1-6aae-46ac-982e-9dcd3581d08e;ts:1704908010;' \
//     | openssl dgst -sha256 -hmac 'segredo-de-teste'
const SECRET = 'segredo-de-teste';
const DATA_ID = '1234567890';
const REQUEST_ID = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e';
const TS = '1704908010';
const V1 = 'e67a5918d0a5d4be8428178a37690ee9853cccc562c18bf882bb6cae226da2e2';
/** The moment the reference notification was sent. */
const SENT_AT = Number(TS) * 1000;

describe('Mercado Pago webhook signature', () => {
  it('builds the documented manifest, trailing semicolon included', () => {
    expect(buildMercadoPagoManifest(DATA_ID, REQUEST_ID, TS)).toBe(
      `id:${DATA_ID};request-id:${REQUEST_ID};ts:${TS};`,
    );
  });

  it('lower-cases alphanumeric ids and drops an absent request id', () => {
    expect(buildMercadoPagoManifest('ORD01ABC', undefined, TS)).toBe(`id:ord01abc;ts:${TS};`);
  });

  it('accepts the reference signature, with or without spaces after the comma', () => {
    const input = { secret: SECRET, xRequestId: REQUEST_ID, dataId: DATA_ID, now: SENT_AT };
    expect(() => verifyMercadoPagoSignature({ ...input, xSignature: `ts=${TS},v1=${V1}` })).not.toThrow();
    expect(() => verifyMercadoPagoSignature({ ...input, xSignature: `ts=${TS}, v1=${V1}` })).not.toThrow();
    expect(() =>
      verifyMercadoPagoSignature({ ...input, xSignature: `ts=${TS},v1=${V1.toUpperCase()}` }),
    ).not.toThrow();
  });

  it.each([
    ['missing header', { xSignature: undefined }],
    ['empty header', { xSignature: '' }],
    ['no ts', { xSignature: `v1=${V1}` }],
    ['no v1', { xSignature: `ts=${TS}` }],
    ['short v1', { xSignature: `ts=${TS},v1=abcd` }],
    ['other ts', { xSignature: `ts=1704908011,v1=${V1}` }],
    ['other id', { dataId: '1234567891' }],
    ['other request id', { xRequestId: 'another-request' }],
    ['request id removed', { xRequestId: undefined }],
    ['other secret', { secret: 'segredo-errado' }],
    ['a copy replayed 5 minutes and 1 second later', { now: SENT_AT + 301_000 }],
    ['a ts more than 5 minutes ahead', { now: SENT_AT - 301_000 }],
  ])('rejects %s', (_, change) => {
    const input = {
      secret: SECRET,
      xSignature: `ts=${TS},v1=${V1}`,
      xRequestId: REQUEST_ID,
      dataId: DATA_ID,
      now: SENT_AT,
      ...change,
    };
    expect(() => verifyMercadoPagoSignature(input)).toThrow(InvalidPixSignatureError);
  });

  it('accepts a signature up to 5 minutes old, with ts in seconds or in milliseconds', () => {
    const input = {
      secret: SECRET,
      xRequestId: REQUEST_ID,
      dataId: DATA_ID,
      xSignature: `ts=${TS},v1=${V1}`,
    };
    expect(() => verifyMercadoPagoSignature({ ...input, now: SENT_AT + 299_000 })).not.toThrow();
    const tsMs = String(SENT_AT);
    const manifest = buildMercadoPagoManifest(DATA_ID, REQUEST_ID, tsMs);
    const v1 = createHmac('sha256', SECRET).update(manifest).digest('hex');
    const signed = { ...input, xSignature: `ts=${tsMs},v1=${v1}` };
    expect(() => verifyMercadoPagoSignature({ ...signed, now: SENT_AT + 60_000 })).not.toThrow();
    expect(() => verifyMercadoPagoSignature({ ...signed, now: SENT_AT + 600_000 })).toThrow(/replay/);
  });
});
