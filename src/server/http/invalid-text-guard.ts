import { hasInvalidCharacters, INVALID_CHARACTERS_MESSAGE } from '../../shared/text';
import type { AppInstance } from '../app-types';
import { AppError } from './app-error';

const MAX_DEPTH = 32;

/** The path of the first string under `value` holding a NUL byte or a lone surrogate, or null. */
function findInvalidText(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return hasInvalidCharacters(value) ? path : null;
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    if (hasInvalidCharacters(key)) return [...path, key];
    const found = findInvalidText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The net under the shared text schema (src/shared/text.ts): after validation, any string left in the body,
 * query or route parameters (a JSON record, a field a schema takes as-is) that holds a NUL byte or a lone
 * surrogate is refused with the same 400, so no input reaches PostgreSQL to come back as a 500.
 */
export function registerInvalidTextGuard(app: AppInstance): void {
  app.addHook('preHandler', async (request) => {
    for (const [part, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      const found = findInvalidText(value);
      if (found) {
        const path = found.join('.');
        throw new AppError('validation_failed', INVALID_CHARACTERS_MESSAGE, {
          issues: [{ path: path || part, message: INVALID_CHARACTERS_MESSAGE }],
        });
      }
    }
  });
}
