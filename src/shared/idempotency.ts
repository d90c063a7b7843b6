/**
 * `Idempotency-Key` (docs/decisions/0017-idempotency-keys.md): a request that spends or posts may carry one;
 * the same key and request within 24 hours answers the first result without a second effect.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** How long the server remembers a key. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** 1 to 255 visible ASCII characters: a UUID, a ULID or any client's own scheme fits. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Chave de idempotência inválida: use de 1 a 255 caracteres visíveis, sem espaços.',
  keyReused:
    'Esta chave de idempotência já foi usada em outro pedido. Gere uma nova chave para um pedido novo.',
  inProgress: 'Este pedido ainda está sendo processado. Confira em instantes.',
} as const;
