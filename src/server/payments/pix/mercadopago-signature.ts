import { createHmac, timingSafeEqual } from 'node:crypto';
import { InvalidPixSignatureError } from './errors';

/**
 * Mercado Pago webhook authentication. MP signs a "manifest" built from the resource id, the
 * x-request-id header and the ts inside x-signature:
 *   id:{data.id};request-id:{x-request-id};ts:{ts};
 * with HMAC-SHA256 keyed by the application's webhook secret, hex-encoded as v1. Per MP's docs
 * an alphanumeric data.id is lower-cased and a value absent from the notification is left out
 * of the manifest. The body is not signed, which is one more reason we never read money from it.
 */

export interface MercadoPagoSignatureInput {
  secret: string;
  /** The raw x-signature header: `ts=<ts>,v1=<hex>`. */
  xSignature: string | undefined;
  xRequestId: string | undefined;
  /** data.id as received (query string first, body as a fallback). */
  dataId: string;
  /** The clock to judge ts against (ms since the epoch); now by default. */
  now?: number;
}

/**
 * A signed notification is accepted for this long after its ts (and as far ahead, for clock skew). Older
 * copies are replays: without the limit anyone holding one could make us call MP's API forever.
 */
export const MERCADO_PAGO_SIGNATURE_MAX_AGE_MS = 5 * 60_000;

/** MP's ts is in milliseconds; its older notifications (and its docs' examples) use seconds. */
function readTsMs(ts: string): number {
  const value = Number(ts);
  return value < 100_000_000_000 ? value * 1000 : value;
}

export function buildMercadoPagoManifest(dataId: string, requestId: string | undefined, ts: string): string {
  const requestPart = requestId ? `request-id:${requestId};` : '';
  return `id:${dataId.toLowerCase()};${requestPart}ts:${ts};`;
}

/** Throws {@link InvalidPixSignatureError} unless v1 is the HMAC of the manifest and ts is recent. */
export function verifyMercadoPagoSignature(input: MercadoPagoSignatureInput): void {
  if (!input.xSignature) {
    throw new InvalidPixSignatureError('missing x-signature header');
  }
  const parts = new Map<string, string>();
  for (const part of input.xSignature.split(',')) {
    const separator = part.indexOf('=');
    if (separator > 0) {
      parts.set(part.slice(0, separator).trim(), part.slice(separator + 1).trim());
    }
  }
  const ts = parts.get('ts');
  const v1 = parts.get('v1');
  if (!ts || !/^\d+$/.test(ts)) {
    throw new InvalidPixSignatureError('x-signature has no numeric ts');
  }
  if (!v1 || !/^[0-9a-f]{64}$/i.test(v1)) {
    throw new InvalidPixSignatureError('x-signature has no 64-hex-digit v1');
  }
  const manifest = buildMercadoPagoManifest(input.dataId, input.xRequestId, ts);
  const expected = createHmac('sha256', input.secret).update(manifest).digest();
  // Both are 32 bytes here (v1 was checked above), as timingSafeEqual requires.
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) {
    throw new InvalidPixSignatureError('v1 does not match');
  }
  const ageMs = (input.now ?? Date.now()) - readTsMs(ts);
  if (Math.abs(ageMs) > MERCADO_PAGO_SIGNATURE_MAX_AGE_MS) {
    throw new InvalidPixSignatureError(`ts is ${Math.round(ageMs / 1000)} s away from now (a replay?)`);
  }
}
