import { LINKEDIN_MESSAGES } from '../../shared/linkedin/schema';
import type { LinkedinApiError } from './api-client';

/** What to do about a refused call: reconnect, give up with a reason, or try again on the next attempt. */
export type LinkedinFailure =
  | { kind: 'reconnect'; reason: string }
  | { kind: 'give_up'; reason: string }
  | { kind: 'retry'; reason: string };

/**
 * LinkedIn's documented error statuses in the user's words (docs/linkedin.md): 401 the token is expired or
 * revoked, 403 the permission is missing, 422 the content was refused, 429 the member or app hit its daily
 * limit. A server error is worth another attempt; any other refusal is said in a sentence, never a bare code.
 */
export function classifyLinkedinError(error: LinkedinApiError): LinkedinFailure {
  if (error.status === 401) return { kind: 'reconnect', reason: LINKEDIN_MESSAGES.unauthorized };
  if (error.status === 403) return { kind: 'give_up', reason: LINKEDIN_MESSAGES.forbidden };
  if (error.status === 422 || error.status === 400 || error.status === 413) {
    return { kind: 'give_up', reason: LINKEDIN_MESSAGES.invalidContent };
  }
  if (error.status === 429) return { kind: 'give_up', reason: LINKEDIN_MESSAGES.throttled };
  if (error.status >= 500 || error.status === 408)
    return { kind: 'retry', reason: LINKEDIN_MESSAGES.temporary };
  return {
    kind: 'give_up',
    reason: `O LinkedIn recusou a publicação (resposta HTTP ${error.status}). Tente de novo; se persistir, fale com o suporte.`,
  };
}

/** Characters LinkedIn's "little text" commentary reserves; unescaped, LinkedIn may cut the text at them. */
const RESERVED = /[\\|{}@[\]()<>*_~]/g;

/**
 * The caption as LinkedIn's commentary: the reserved characters escaped with a backslash so the text shows as
 * typed (a `#` before a word stays a hashtag; any other `#` is escaped too).
 */
export function toCommentary(caption: string): string {
  return caption.replace(RESERVED, (char) => `\\${char}`).replace(/#(?![\p{L}\p{N}_])/gu, '\\#');
}
