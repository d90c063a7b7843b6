import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new endpoint secret: `whsec_` and 32 random bytes in base64, the Standard Webhooks form. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/**
 * The Standard Webhooks headers of one attempt: `webhook-signature` is `v1,` and the base64 HMAC-SHA256 of
 * `id.timestamp.body` keyed with the secret's decoded bytes, so any of the specification's libraries verifies it.
 */
export function signWebhook(
  secret: string,
  message: { id: string; timestamp: Date; body: string },
): Record<string, string> {
  const key = Buffer.from(
    secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret,
    'base64',
  );
  const seconds = Math.floor(message.timestamp.getTime() / 1000);
  const signature = createHmac('sha256', key)
    .update(`${message.id}.${seconds}.${message.body}`)
    .digest('base64');
  return {
    'webhook-id': message.id,
    'webhook-timestamp': String(seconds),
    'webhook-signature': `v1,${signature}`,
  };
}

/** The `webhook-id` of an event: stable across retries and "Reenviar", so a receiver can drop repeats. */
export function messageId(eventId: string): string {
  return `msg_${eventId.replaceAll('-', '')}`;
}
