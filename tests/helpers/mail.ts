import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

export function decodeQuotedPrintable(value: string): string {
  const joined = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const char = joined[i] ?? '';
    const hex = joined.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_match, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

/** Parses the .eml files nodemailer wrote to DATA_DIR/outbox (text part only: enough to follow links). */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((name) => {
    const raw = readFileSync(path.join(dir, name), 'utf8');
    const header = (key: string) =>
      decodeHeader(
        new RegExp(`^${key}: (.*(?:\\n[ \\t].*)*)`, 'im').exec(raw)?.[1]?.replace(/\n[ \t]+/g, ' ') ?? '',
      );
    const textPart = /Content-Type: text\/plain[\s\S]*?\n\n([\s\S]*?)\n--/i.exec(raw)?.[1] ?? '';
    const isQp = /Content-Type: text\/plain[\s\S]*?Content-Transfer-Encoding: quoted-printable/i.test(raw);
    const isB64 = /Content-Type: text\/plain[\s\S]*?Content-Transfer-Encoding: base64/i.test(
      raw.split(/text\/html/i)[0] ?? '',
    );
    const text = isB64
      ? Buffer.from(textPart.replace(/\s/g, ''), 'base64').toString('utf8')
      : isQp
        ? decodeQuotedPrintable(textPart)
        : textPart;
    return { file: name, to: header('To'), subject: header('Subject'), text };
  });
}

/** Waits for a message to `to` (optionally matching the subject) to appear in the outbox. */
export async function waitForMail(
  dataDir: string,
  to: string,
  options: { subject?: RegExp; timeoutMs?: number; after?: number } = {},
): Promise<OutboxMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  while (Date.now() < deadline) {
    const found = readOutbox(dataDir)
      .filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()))
      .filter((mail) => !options.subject || options.subject.test(mail.subject))
      .filter((mail) => !options.after || Number(mail.file.split('-')[0]) >= options.after)
      .at(-1);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail to ${to} arrived in time`);
}

export function extractLink(mail: OutboxMail, pattern: RegExp): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => pattern.test(url));
  if (!link) throw new Error(`no link matching ${pattern} in "${mail.subject}"`);
  return link;
}
