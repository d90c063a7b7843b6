import { TZDate, tz } from '@date-fns/tz';
import { format, formatDistance, formatDistanceToNow, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { saoPauloClockText, TIME_ZONE } from './sao-paulo-clock';

export { TIME_ZONE };

// Pure: a page that only needs formatInstant (the shared carousel's light entry) leaves it out.
const SAO_PAULO = /* @__PURE__ */ tz(TIME_ZONE);

/** What customer screens show for a missing or unreadable date. */
export const DATE_UNAVAILABLE = 'Data indisponível';
/** What admin screens show for a missing or unreadable date. */
export const DATE_MISSING_ADMIN = 'N/A';

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** Customer screens: dd/MM/yyyy HH:mm, or 'Data indisponível'. */
export function formatDateTime(value: string | null | undefined): string {
  const date = parse(value);
  return date ? saoPauloClockText(date) : DATE_UNAVAILABLE;
}

/**
 * formatDateTime for an ISO instant with its offset (what the API answers), without date-fns's parser: the shared
 * carousel's light entry leaves date-fns out.
 */
export function formatInstant(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? saoPauloClockText(date) : DATE_UNAVAILABLE;
}

/** Admin screens: dd/MM/yyyy HH:mm:ss, or 'N/A'. */
export function formatAdminDate(value: string | null | undefined): string {
  const date = parse(value);
  return date ? format(date, 'dd/MM/yyyy HH:mm:ss', { in: SAO_PAULO }) : DATE_MISSING_ADMIN;
}

/** The logs table's shorter form, dd/MM/yy HH:mm:ss, or 'N/A'. */
export function formatLogDate(value: string | null | undefined): string {
  const date = parse(value);
  return date ? format(date, 'dd/MM/yy HH:mm:ss', { in: SAO_PAULO }) : DATE_MISSING_ADMIN;
}

/** 'há 5 minutos', in Portuguese; 'N/A' when missing. `now` is for tests. */
export function formatRelativeDate(value: string | null | undefined, now?: Date): string {
  const date = parse(value);
  if (!date) return DATE_MISSING_ADMIN;
  const options = { addSuffix: true, locale: ptBR };
  return now ? formatDistance(date, now, options) : formatDistanceToNow(date, options);
}

/**
 * A date (`yyyy-MM-dd`) and time (`HH:mm`) as read on a São Paulo clock (the schedule form's inputs), as an ISO
 * instant; null for anything that is not a real date and time (31/02, 25:00, blanks).
 */
export function saoPauloInputsToIso(date: string, time: string): string | null {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeMatch = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dateMatch || !timeMatch) return null;
  const [year, month, day, hour, minute] = [...dateMatch.slice(1), ...timeMatch.slice(1)].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const value = new TZDate(year, month - 1, day, hour, minute, TIME_ZONE);
  const roundTrip = format(value, 'yyyy-MM-dd HH:mm', { in: SAO_PAULO });
  return roundTrip === `${date} ${time}` ? new Date(value.getTime()).toISOString() : null;
}

/** The schedule form's inputs for an instant, on São Paulo's clock. */
export function toSaoPauloInputs(value: Date): { date: string; time: string } {
  return {
    date: format(value, 'yyyy-MM-dd', { in: SAO_PAULO }),
    time: format(value, 'HH:mm', { in: SAO_PAULO }),
  };
}

/** The São Paulo calendar day (`yyyy-MM-dd`) an instant falls on. */
export function saoPauloDay(value: Date): string {
  return format(value, 'yyyy-MM-dd', { in: SAO_PAULO });
}

/**
 * The last `count` São Paulo calendar days up to `now`'s (oldest first, `yyyy-MM-dd`), and the instant the first
 * of them began: what "the last 30 days" means on a screen read in Brazil.
 */
export function lastSaoPauloDays(count: number, now: Date): { days: string[]; start: Date } {
  const [year, month, day] = saoPauloDay(now).split('-').map(Number) as [number, number, number];
  const midnightOf = (back: number) => new TZDate(year, month - 1, day - back, TIME_ZONE);
  return {
    days: Array.from({ length: count }, (_, index) => saoPauloDay(midnightOf(count - 1 - index))),
    start: new Date(midnightOf(count - 1).getTime()),
  };
}

/** A calendar day (`yyyy-MM-dd`) as a chart's axis shows it: `27/11`. */
export function formatShortDay(day: string): string {
  const [, month, date] = day.split('-');
  return `${date}/${month}`;
}
