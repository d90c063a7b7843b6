import { INSTAGRAM_MESSAGES } from '../../shared/instagram/schema';
import type { GraphApiError } from './graph-client';

/**
 * What an Instagram error means for a post: try again later (the job's retries), ask the user to connect again,
 * stop at the daily limit, or give up with a reason a person understands. Codes and subcodes as Meta documents
 * them for content publishing (docs/instagram.md lists them).
 */
export type PublishFailure =
  | { kind: 'retry'; reason: string }
  | { kind: 'reconnect'; reason: string }
  | { kind: 'daily_limit' }
  | { kind: 'give_up'; reason: string };

const GIVE_UP_BY_SUBCODE: Record<number, string> = {
  2207005: 'O Instagram não aceitou o formato das imagens: ele só publica JPEG.',
  2207009:
    'O Instagram recusou a proporção das imagens: no feed ele aceita de 4:5 (retrato) a 1,91:1 (paisagem).',
  36003:
    'O Instagram recusou a proporção das imagens: no feed ele aceita de 4:5 (retrato) a 1,91:1 (paisagem).',
  2207004: 'Uma das imagens passa de 8 MB, o tamanho máximo que o Instagram aceita.',
  2207028:
    'O Instagram recusou o carrossel: ele precisa ter de 2 a 10 imagens, todas prontas. Tente publicar de novo.',
};

export const DOWNLOAD_TIMEOUT_REASON =
  'O Instagram não conseguiu baixar as imagens a tempo, mesmo depois de várias tentativas. Tente publicar de novo em alguns minutos.';
export const TEMPORARY_REASON =
  'O Instagram está instável e não concluiu a publicação depois de várias tentativas. Tente de novo mais tarde.';

/** Meta's codes for an access token that expired, was revoked or lost its permission. */
const TOKEN_CODES = new Set([190, 102, 463, 467, 10, 200]);
/** Meta's throttling codes: wait and try again. */
const THROTTLE_CODES = new Set([4, 17, 32, 613]);

export function classifyGraphError(error: GraphApiError): PublishFailure {
  const { code, subcode, network, isTransient, status } = error.details;
  if (subcode === 2207042 || code === 2207042) return { kind: 'daily_limit' };
  if (subcode === 2207003 || code === 2207003) return { kind: 'retry', reason: DOWNLOAD_TIMEOUT_REASON };
  const known =
    (subcode !== null ? GIVE_UP_BY_SUBCODE[subcode] : undefined) ??
    (code !== null ? GIVE_UP_BY_SUBCODE[code] : undefined);
  if (known) return { kind: 'give_up', reason: known };
  if (code !== null && TOKEN_CODES.has(code))
    return { kind: 'reconnect', reason: INSTAGRAM_MESSAGES.reconnect };
  if (network || isTransient || status >= 500 || (code !== null && THROTTLE_CODES.has(code))) {
    return { kind: 'retry', reason: TEMPORARY_REASON };
  }
  const codeText = [code, subcode].filter((part) => part !== null).join('/');
  return {
    kind: 'give_up',
    reason: `O Instagram recusou a publicação${codeText ? ` (código ${codeText})` : ''}. Tente de novo mais tarde ou fale com o suporte.`,
  };
}

/** A container that ended in ERROR: its `status` text names the subcode when Meta gives one. */
export function containerErrorReason(detail: string | null): string {
  const subcode = /\b(\d{4,7})\b/.exec(detail ?? '')?.[1];
  const known = subcode ? GIVE_UP_BY_SUBCODE[Number(subcode)] : undefined;
  return known ?? 'O Instagram não conseguiu processar as imagens deste carrossel. Tente publicar de novo.';
}
