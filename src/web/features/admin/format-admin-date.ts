import { tz } from '@date-fns/tz';
import { format, formatDistance, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';

const SAO_PAULO = tz('America/Sao_Paulo');

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** Admin dates in America/Sao_Paulo as dd/MM/yyyy HH:mm:ss (SPEC section 9); 'N/A' when missing. */
export function formatAdminDate(value: string | null | undefined): string {
  const date = parse(value);
  return date ? format(date, 'dd/MM/yyyy HH:mm:ss', { in: SAO_PAULO }) : 'N/A';
}

/** The logs table's shorter form, dd/MM/yy HH:mm:ss in America/Sao_Paulo. */
export function formatLogDate(value: string | null | undefined): string {
  const date = parse(value);
  return date ? format(date, 'dd/MM/yy HH:mm:ss', { in: SAO_PAULO }) : 'N/A';
}

/** 'há 5 minutos', in Portuguese (formatDistanceToNow when `now` is the clock); 'N/A' when missing. */
export function formatRelativeDate(value: string | null | undefined, now: Date = new Date()): string {
  const date = parse(value);
  if (!date) return 'N/A';
  return formatDistance(date, now, { addSuffix: true, locale: ptBR });
}
