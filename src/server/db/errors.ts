/** The PostgreSQL error code of an error, looking through Drizzle's wrapper (which keeps it in `cause`). */
export function getPgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => getPgErrorCode(error) === '23505';
export const isCheckViolation = (error: unknown) => getPgErrorCode(error) === '23514';
export const isForeignKeyViolation = (error: unknown) => getPgErrorCode(error) === '23503';
