import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { Config } from '../config';

/** Drizzle puts the bound values of a failed query in its message: `Failed query: ...\nparams: a,b,c`. */
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/g;
const MAX_DEPTH = 6;

/** PostgreSQL quotes the offending value: `invalid input syntax for type integer: "$argon2id$..."`. */
const QUOTED = /"[^"]*"/g;

/** A PostgreSQL error whose quotes hold data, not names (class 42 quotes tables and columns). */
function quotesData(error: Record<string, unknown>): boolean {
  return typeof error.severity === 'string' && typeof error.code === 'string' && !error.code.startsWith('42');
}

/**
 * Removes what a database error carries about the data: Drizzle's `params` (an argon2 hash, an e-mail, a
 * token hash...), PostgreSQL's `detail` (`Key (email)=(ana@...) already exists`), its `where` (which may
 * quote a parameter) and the values it quotes in its messages. The query text, the codes and the stack stay,
 * which is what debugging needs.
 */
export function scrubLoggedError(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(QUERY_PARAMS, '\nparams: [removidos]');
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => scrubLoggedError(item, depth + 1));
  const source = value as Record<string, unknown>;
  const hidesQuotes = quotesData(source);
  const scrubbed: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(source)) {
    if (key === 'params') continue;
    if ((key === 'detail' || key === 'where') && typeof field === 'string') scrubbed[key] = '[removido]';
    else if (hidesQuotes && (key === 'message' || key === 'stack') && typeof field === 'string')
      scrubbed[key] = field.replace(QUOTED, '"[removido]"');
    else scrubbed[key] = scrubLoggedError(field, depth + 1);
  }
  return scrubbed;
}

const serializeError = (error: unknown) =>
  scrubLoggedError(error instanceof Error ? pino.stdSerializers.errWithCause(error) : error);

/**
 * The one logger factory of the server. Errors are serialized without the data of failed queries; the rest of
 * the rule (no links, tokens or hashes outside development) is kept by what the code chooses to log.
 */
export function createLogger(
  config: Pick<Config, 'LOG_LEVEL'>,
  options: { pretty?: boolean; destination?: DestinationStream } = {},
): Logger {
  const loggerOptions: LoggerOptions = {
    level: config.LOG_LEVEL,
    serializers: { err: serializeError, error: serializeError },
    ...(options.pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: {
              translateTime: 'SYS:HH:MM:ss',
              // "GET /api/me 200 3.1ms user=… req=…" on one line; other fields follow as usual.
              messageFormat:
                '{msg}{if method} {method} {url} {status} {ms}ms{end}{if userId} user={userId}{end}{if reqId} req={reqId}{end}',
              ignore: 'pid,hostname,reqId,method,url,status,ms,userId',
            },
          },
        }
      : {}),
  };
  return options.destination ? pino(loggerOptions, options.destination) : pino(loggerOptions);
}
