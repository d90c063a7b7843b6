import { tz } from '@date-fns/tz';
import { format, formatDistance, formatDistanceToNow, isValid, parseISO } from 'date-fns';
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

/** 'há 5 minutos', in Portuguese (SPEC section 2, content table); 'N/A' when missing. `now` is for tests. */
export function formatRelativeDate(value: string | null | undefined, now?: Date): string {
  const date = parse(value);
  if (!date) return 'N/A';
  const options = { addSuffix: true, locale: ptBR };
  return now ? formatDistance(date, now, options) : formatDistanceToNow(date, options);
}
