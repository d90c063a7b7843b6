import type { Session } from '../../../shared/auth/schemas';
import type { KeyValueStorage } from './session-keys';

/** A Map-backed Storage for unit tests (the unit project runs in node, without a DOM). */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  entries: Map<string, string>;
} {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}

let sequence = 0;

/** A valid session whose tokens change on every call, like the server's rotating refresh tokens. */
export function buildSession(overrides: Partial<Session> = {}): Session {
  sequence += 1;
  return {
    access_token: `access-${sequence}`,
    refresh_token: `refresh-token-${sequence}`,
    expires_at: 1_700_000_000 + 3600,
    expires_in: 3600,
    token_type: 'bearer',
    user: {
      id: '0b6f7a3e-5d2c-4c1a-9f3e-2a1b0c9d8e7f',
      nome: 'Maria Teste',
      email: 'maria@exemplo.com',
      tipo: 'cliente',
      status: 'ativo',
    },
    ...overrides,
  };
}
