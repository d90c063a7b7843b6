import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes a .eml file in DATA_DIR/outbox (and, in
 * development, its links are logged), so sign-up and password reset work on a laptop with no mail server.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: Logger;
  /** Log the links of outbox e-mails (development only: a verification or reset link opens the account). */
  logLinks?: boolean;
}): Mailer {
  const { logger } = options;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
        logger.info({ to: message.to, subject: message.subject }, 'e-mail sent');
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await writer.sendMail({ from: options.from, ...message });
      await mkdir(outbox, { recursive: true });
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(outbox, `${Date.now()}-${safeTo}-${Math.random().toString(36).slice(2, 8)}.eml`);
      // Write then rename so a reader never sees half a message.
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
      const links = options.logLinks ? (message.text.match(/https?:\/\/\S+/g) ?? []) : undefined;
      logger.info({ to: message.to, subject: message.subject, file, links }, 'e-mail written to the outbox');
    },
  };
}
