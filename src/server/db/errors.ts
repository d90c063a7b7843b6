/** A string field of a PostgreSQL error that passes `accept`, looking through Drizzle's wrapper (`cause`). */
function findPgField(error: unknown, field: 'code' | 'constraint', accept: (value: string) => boolean) {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const value = (current as Record<string, unknown>)[field];
    if (typeof value === 'string' && accept(value)) return value;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The PostgreSQL error code of an error (five characters, e.g. 23505). */
export const getPgErrorCode = (error: unknown): string | undefined =>
  findPgField(error, 'code', (code) => /^[0-9A-Z]{5}$/.test(code));

/** The constraint a violation names (PostgreSQL's `constraint` field). */
export const violatedConstraint = (error: unknown): string | undefined =>
  findPgField(error, 'constraint', () => true);

export const isUniqueViolation = (error: unknown) => getPgErrorCode(error) === '23505';
export const isCheckViolation = (error: unknown) => getPgErrorCode(error) === '23514';
export const isForeignKeyViolation = (error: unknown) => getPgErrorCode(error) === '23503';

/** Socket errors of a connection that could not be made or was cut. */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
/** node-postgres says a connection is gone in words, not codes. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'terminating connection due to administrator command',
];

/**
 * Whether an error means "the database is not reachable right now" (down, restarting, network cut) rather than
 * a bad query: SQLSTATE class 08 (connection exception), 57P01..57P03 (shutdown, crash, starting up), a socket
 * error, or node-postgres' connection messages. Looks through wrappers (`cause`), as getPgErrorCode does.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (code.startsWith('08') && code.length === 5) return true;
      if (code === '57P01' || code === '57P02' || code === '57P03') return true;
      if (CONNECTION_ERRNOS.has(code)) return true;
    }
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((text) => message.includes(text)))
      return true;
    const errors = (current as { errors?: unknown }).errors;
    // AggregateError from a connect that tried IPv4 and IPv6.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
