import { extractLink, type OutboxMail, waitForMail } from '../../helpers/mail';

export type { OutboxMail };

/** The server's DATA_DIR for this run (scripts/e2e.ts sets it; playwright.config.ts has the same default). */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.data-e2e';

export const MAIL_SUBJECTS = {
  verification: /Confirme seu e-mail/i,
  passwordReset: /Redefini/i,
} as const;

/**
 * The newest e-mail to `to` in DATA_DIR/outbox (written there when SMTP is off), waiting for it to arrive:
 * e-mails are sent by a background job. `after` (ms since the epoch) skips older messages.
 */
export function readLatestMail(
  to: string,
  options: { subject?: RegExp; after?: number; timeoutMs?: number } = {},
): Promise<OutboxMail> {
  return waitForMail(E2E_DATA_DIR, to, options);
}

/** The first link in the message's text part whose URL matches `pattern`. */
export function findLinkInMail(mail: OutboxMail, pattern: RegExp): string {
  return extractLink(mail, pattern);
}

/** Waits for the verification e-mail and returns its link (APP_URL/verify-email/{token}). */
export async function readVerificationLink(to: string, options: { after?: number } = {}): Promise<string> {
  const mail = await readLatestMail(to, { subject: MAIL_SUBJECTS.verification, ...options });
  return findLinkInMail(mail, /\/verify-email\//);
}

/** Waits for the password-reset e-mail and returns its link (APP_URL/reset-password?token=...). */
export async function readPasswordResetLink(to: string, options: { after?: number } = {}): Promise<string> {
  const mail = await readLatestMail(to, { subject: MAIL_SUBJECTS.passwordReset, ...options });
  return findLinkInMail(mail, /\/reset-password\?token=/);
}
