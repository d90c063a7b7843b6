import { z } from 'zod';

/**
 * What a person reads when a field holds a NUL byte or half of an emoji (a lone UTF-16 surrogate): neither is
 * text anyone typed, PostgreSQL refuses both, and they would otherwise end as a 500.
 */
export const INVALID_CHARACTERS_MESSAGE =
  'O texto contém caracteres inválidos (como um caractere nulo ou um emoji incompleto). Apague-os e tente novamente.';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `value` holds a NUL byte or a lone surrogate, which no text field may store. */
export function hasInvalidCharacters(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

/**
 * The one string schema of every text field a person or a client fills (forms, bodies, query filters): a zod
 * string that refuses NUL bytes and lone surrogates first, with a Portuguese message, and then takes the
 * field's own rules (`.trim().min(...).max(...)`, which keep running on the same schema).
 */
export function textSchema(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .refine((value) => !hasInvalidCharacters(value), { error: INVALID_CHARACTERS_MESSAGE, abort: true });
}
