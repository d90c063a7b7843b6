import { INSTAGRAM_MESSAGES } from '../../shared/instagram/schema';
import type { GraphApiError } from './graph-client';

/**
 * What an Instagram error means for a post: try again later (the job's retries), try once more after a pause,
 * ask the user to connect again, stop at the daily limit, or give up with a reason a person understands. Codes
 * and subcodes as Meta documents them for content publishing (docs/instagram.md lists them). A code missing
 * here still ends in a sentence, never in a bare "código X/Y".
 */
export type PublishFailure =
  | { kind: 'retry'; reason: string }
  | { kind: 'retry_once'; reason: string }
  | { kind: 'reconnect'; reason: string }
  | { kind: 'daily_limit' }
  | { kind: 'give_up'; reason: string };

const ASPECT_RATIO =
  'O Instagram recusou a proporção das imagens: no feed ele aceita de 4:5 (retrato) a 1,91:1 (paisagem).';

/** Meta's documented refusals, each in the user's words. */
const GIVE_UP_BY_CODE: Record<number, string> = {
  2207004: 'Uma das imagens passa de 8 MB, o tamanho máximo que o Instagram aceita.',
  2207005: 'O Instagram não aceitou o formato das imagens: ele só publica JPEG.',
  2207006:
    'O Instagram não encontrou as imagens enviadas ou a conta perdeu a permissão de publicar. Conecte a conta de novo em Minha conta e tente outra vez.',
  2207009: ASPECT_RATIO,
  36003: ASPECT_RATIO,
  2207010:
    'O Instagram recusou a legenda: ela passa de 2.200 caracteres, 30 hashtags ou 20 marcações com @. Encurte a legenda e publique de novo.',
  2207020:
    'O Instagram descartou as imagens preparadas porque passaram 24 horas sem publicar. Publique de novo.',
  2207023:
    'O Instagram não reconheceu o tipo de arquivo enviado. Publique de novo; se continuar, fale com o suporte.',
  2207026: 'O Instagram não aceitou o formato do arquivo enviado.',
  2207027:
    'O Instagram ainda estava processando as imagens quando o Carrossel tentou publicar. Publique de novo em alguns minutos.',
  2207028:
    'O Instagram recusou o carrossel: ele precisa ter de 2 a 10 imagens, todas prontas. Tente publicar de novo.',
  2207035: 'O Instagram não aceitou as marcações de produto deste post.',
  2207040:
    'O Instagram aceita no máximo 20 perfis marcados com @ por post. Tire algumas marcações da legenda.',
  2207050:
    'O Instagram não permite publicar por esta conta agora: ela está inativa ou com restrições. Abra o app do Instagram, resolva o aviso da conta e tente de novo.',
  2207051:
    'O Instagram bloqueou esta publicação por suspeita de atividade automatizada ou spam. Espere algumas horas antes de tentar de novo e evite repetir a mesma legenda.',
  2207053:
    'O Instagram teve um erro desconhecido ao receber as imagens. Publique de novo; se continuar, fale com o suporte.',
  2207057: 'O Instagram recusou a miniatura do vídeo.',
};

/** The download of a slide failed (2207052): said when the one retry after a pause also failed. */
export const MEDIA_FETCH_REASON =
  'O Instagram não conseguiu baixar as imagens do carrossel do endereço deste servidor. Confira se o Carrossel está acessível pela internet (APP_URL) e publique de novo.';
export const DOWNLOAD_TIMEOUT_REASON =
  'O Instagram não conseguiu baixar as imagens a tempo, mesmo depois de várias tentativas. Tente publicar de novo em alguns minutos.';
export const TEMPORARY_REASON =
  'O Instagram está instável e não concluiu a publicação depois de várias tentativas. Nada foi publicado; tente de novo mais tarde.';

/** Meta's server-side hiccups in content publishing, documented as "try again". */
const RETRY_CODES = new Set([2207001, 2207032, 2207008]);
/** Meta's codes for an access token that expired, was revoked or lost its permission. */
const TOKEN_CODES = new Set([190, 102, 463, 467, 10, 200]);
/** Meta's throttling codes: wait and try again. */
const THROTTLE_CODES = new Set([4, 17, 32, 613]);

const has = (set: Set<number> | Record<number, string>, value: number | null): boolean =>
  value !== null && (set instanceof Set ? set.has(value) : value in set);

export function classifyGraphError(error: GraphApiError): PublishFailure {
  const { code, subcode, network, isTransient, status } = error.details;
  const either = (test: (value: number | null) => boolean) => test(subcode) || test(code);
  if (either((value) => value === 2207042)) return { kind: 'daily_limit' };
  if (either((value) => value === 2207003)) return { kind: 'retry', reason: DOWNLOAD_TIMEOUT_REASON };
  if (either((value) => value === 2207052)) return { kind: 'retry_once', reason: MEDIA_FETCH_REASON };
  if (either((value) => has(RETRY_CODES, value))) return { kind: 'retry', reason: TEMPORARY_REASON };
  const known =
    (subcode !== null ? GIVE_UP_BY_CODE[subcode] : undefined) ??
    (code !== null ? GIVE_UP_BY_CODE[code] : undefined);
  if (known) return { kind: 'give_up', reason: known };
  if (has(TOKEN_CODES, code)) return { kind: 'reconnect', reason: INSTAGRAM_MESSAGES.reconnect };
  if (network || isTransient || status >= 500 || has(THROTTLE_CODES, code)) {
    return { kind: 'retry', reason: TEMPORARY_REASON };
  }
  const codeText = [code, subcode].filter((part) => part !== null).join('/');
  return {
    kind: 'give_up',
    reason: `O Instagram recusou a publicação sem dizer o motivo. Tente de novo mais tarde; se continuar, fale com o suporte${codeText ? ` e informe o código ${codeText}` : ''}.`,
  };
}

/** The subcode a container's ERROR `status` text names, when Meta gives one. */
function subcodeOf(detail: string | null): number | null {
  const found = /\b(\d{4,7})\b/.exec(detail ?? '')?.[1];
  return found ? Number(found) : null;
}

/** A container that ended in ERROR with one of the codes Meta says to retry: make new containers. */
export function isRetryableContainerError(detail: string | null): boolean {
  const subcode = subcodeOf(detail);
  return subcode !== null && (RETRY_CODES.has(subcode) || subcode === 2207003);
}

/** A container that ended in ERROR, in the user's words. */
export function containerErrorReason(detail: string | null): string {
  const subcode = subcodeOf(detail);
  const known = subcode !== null ? GIVE_UP_BY_CODE[subcode] : undefined;
  return known ?? 'O Instagram não conseguiu processar as imagens deste carrossel. Tente publicar de novo.';
}
