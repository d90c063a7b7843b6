import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * A request carrying an `Idempotency-Key`, while its handler runs. The first transaction the handler opens
 * (withTransaction) writes the key as its first statement: the key and the request's effect commit together
 * or not at all, and a second request with the same key waits on the key's unique index until the first
 * commits, then finds it taken (docs/decisions/0017-idempotency-keys.md).
 */
export interface IdempotencyClaim {
  ownerId: string;
  key: string;
  requestHash: string;
  /** Set once a transaction that wrote the key has committed. */
  committed: boolean;
  /** Set when the answer is on its way: work the request left running must not write the key any more. */
  closed: boolean;
}

/** Another request with the same key took effect first (or is taking it): answer what it answered. */
export class IdempotencyKeyTaken extends Error {
  constructor() {
    super('idempotency key taken by another request');
    this.name = 'IdempotencyKeyTaken';
  }
}

const claims = new AsyncLocalStorage<IdempotencyClaim>();

export function runWithIdempotencyClaim<T>(claim: IdempotencyClaim, work: () => Promise<T>): Promise<T> {
  return claims.run(claim, work);
}

/**
 * Inside withTransaction, before the work: writes the pending key of the request being served, if any and
 * not yet written. Returns the claim to mark committed after COMMIT, or null when there is nothing to write.
 */
export async function writeIdempotencyKey(client: pg.PoolClient): Promise<IdempotencyClaim | null> {
  const claim = claims.getStore();
  if (!claim || claim.committed || claim.closed) return null;
  const { rowCount } = await client.query(
    `insert into chaves_idempotencia (id_usuario, chave, hash_requisicao) values ($1, $2, $3)
     on conflict (id_usuario, chave) do nothing`,
    [claim.ownerId, claim.key, claim.requestHash],
  );
  if (rowCount === 0) throw new IdempotencyKeyTaken();
  return claim;
}

/**
 * A stable id for what the current request creates, derived from its key (null without one): a provider
 * called before the transaction (a PIX charge) receives the same id, hence the same idempotency key, when
 * the request is repeated, and opens one charge.
 */
export function deriveIdempotentId(purpose: string): string | null {
  const claim = claims.getStore();
  if (!claim || claim.closed) return null;
  const hex = createHash('sha256').update(`${purpose}\n${claim.ownerId}\n${claim.key}`).digest('hex');
  // Shaped as a version 4, variant 1 UUID, so every column and provider that takes a UUID takes it.
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
