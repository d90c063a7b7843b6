import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';
import type { Storage } from '../storage/storage';

/**
 * Instagram downloads each slide from a public URL while it creates the container. The slides live in the
 * private `carrosseis` bucket, so Instagram gets an address that is unguessable and expires: on S3 a presigned
 * URL (S3_SIGNED_URL_SECONDS, created right before the container, which is when Meta downloads); on local disk
 * `/api/instagram/midia/<token>.jpg`, served by the app, where the token names the file (its `arquivos` id)
 * and an expiry under an HMAC keyed from JWT_SECRET.
 */
export const MEDIA_URL_SECONDS = 24 * 3600;
export const MEDIA_ROUTE_PREFIX = '/api/instagram/midia/';

function macOf(secret: Buffer, fileId: string, expires: number): Buffer {
  return createHmac('sha256', secret).update(`${fileId}\n${expires}`).digest().subarray(0, 18);
}

export interface SlideUrls {
  /** The URL Instagram downloads a slide from: its `arquivos` row id and storage key (in `carrosseis`). */
  urlFor(file: { id: string; key: string }): Promise<string>;
  /** The file id a local media token names, or null when it is forged, altered or expired. */
  verify(token: string, now?: number): string | null;
}

export function createSlideUrls(config: Config, storage: Storage): SlideUrls {
  const secret = createHmac('sha256', config.JWT_SECRET).update('instagram-media-urls').digest();
  return {
    async urlFor(file) {
      if (config.STORAGE === 's3') return storage.readUrl('carrosseis', file.key);
      const expires = Math.floor(Date.now() / 1000) + MEDIA_URL_SECONDS;
      const token = [
        file.id,
        expires.toString(36),
        macOf(secret, file.id, expires).toString('base64url'),
      ].join('.');
      return `${config.APP_URL}${MEDIA_ROUTE_PREFIX}${token}.jpg`;
    },
    verify(token, now = Date.now()) {
      const [fileId, expiresText, mac] = token.replace(/\.jpg$/, '').split('.');
      if (!fileId || !expiresText || !mac) return null;
      const expires = Number.parseInt(expiresText, 36);
      if (!Number.isSafeInteger(expires) || expires * 1000 < now) return null;
      const expected = macOf(secret, fileId, expires);
      const given = Buffer.from(mac, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return /^[0-9a-f-]{36}$/.test(fileId) ? fileId : null;
    },
  };
}

/** A host the internet cannot reach: loopback, private and link-local ranges, local names. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) return true;
  if (host.endsWith('.internal') || host.endsWith('.lan') || host.endsWith('.home.arpa')) return true;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return (
      a === 127 ||
      a === 10 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (host.includes(':')) return host === '::1' || /^f[cd]/.test(host) || host.startsWith('fe80');
  // A bare name (a container's, a machine's on the LAN) has no public DNS.
  return !host.includes('.');
}

/**
 * Why Instagram, downloading from the internet, cannot reach the slides this server hands it; null when the
 * address looks public. The sentence names the variable to change.
 */
export function publicMediaProblem(config: Config): string | null {
  if (config.STORAGE === 's3') {
    const endpoint = config.S3_ENDPOINT;
    if (!endpoint || !isPrivateHost(new URL(endpoint).hostname)) return null;
    return `O Instagram baixa as imagens pela internet, mas o armazenamento deste servidor está em ${endpoint}, um endereço que só funciona na rede local. Configure S3_ENDPOINT com um endereço público para publicar.`;
  }
  if (!isPrivateHost(new URL(config.APP_URL).hostname)) return null;
  return `O Instagram baixa as imagens pela internet, mas este servidor está em ${config.APP_URL}, um endereço que só funciona nesta máquina ou na rede local. Configure APP_URL com o endereço público (https) do Carrossel ou use armazenamento S3 para publicar.`;
}
