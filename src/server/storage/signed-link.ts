import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Expiring links to local files of a signed-only bucket (storage.ts SIGNED_ONLY_BUCKETS): the path names the
 * object, `expira` the second it stops working, `assinatura` an HMAC of both under a key derived from the
 * server's secret, so only this server can mint one and nobody can stretch its expiry.
 */
export const SIGNED_PREFIX = '/storage-assinado/';

function keyFrom(secret: string): Buffer {
  return createHmac('sha256', secret).update('carrossel:storage-link:v1').digest();
}

function signatureOf(secret: string, bucket: string, key: string, expiresAtSeconds: number): string {
  return createHmac('sha256', keyFrom(secret))
    .update(`${bucket}\n${key}\n${expiresAtSeconds}`)
    .digest('base64url');
}

export function signedPath(
  secret: string,
  bucket: string,
  key: string,
  expiresAt: Date,
  downloadName?: string,
): string {
  const expira = Math.floor(expiresAt.getTime() / 1000);
  const query = new URLSearchParams({
    expira: String(expira),
    assinatura: signatureOf(secret, bucket, key, expira),
  });
  if (downloadName) query.set('nome', downloadName);
  return `${SIGNED_PREFIX}${bucket}/${key.split('/').map(encodeURIComponent).join('/')}?${query.toString()}`;
}

/** True while the link is unexpired and its signature is ours. */
export function verifySignedLink(
  secret: string,
  bucket: string,
  key: string,
  expira: string | undefined,
  assinatura: string | undefined,
  nowMs = Date.now(),
): boolean {
  if (!expira || !assinatura || !/^\d{1,12}$/.test(expira)) return false;
  const expiresAtSeconds = Number(expira);
  if (expiresAtSeconds * 1000 <= nowMs) return false;
  const expected = Buffer.from(signatureOf(secret, bucket, key, expiresAtSeconds));
  const given = Buffer.from(assinatura);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
