import { useMemo, useRef } from 'react';

/** A random key; crypto.randomUUID exists only on https and localhost, getRandomValues everywhere. */
function createKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One `Idempotency-Key` per form submission (docs/decisions/0017-idempotency-keys.md): the same request sent
 * again, by a second tap or a retry after a lost answer, reuses the key, so the server makes it once; a request
 * with other content gets a new key, and so does the next one after a success.
 */
export function useSubmissionKey() {
  const current = useRef<{ request: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(request: unknown): string {
        const text = JSON.stringify(request ?? null);
        if (current.current?.request !== text) current.current = { request: text, key: createKey() };
        return current.current.key;
      },
      /** The submission took effect: the next one, even with the same content, is another request. */
      done(): void {
        current.current = null;
      },
    }),
    [],
  );
}
