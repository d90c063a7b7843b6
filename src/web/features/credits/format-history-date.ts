import { tz } from '@date-fns/tz';
import { format, isValid, parseISO } from 'date-fns';

const SAO_PAULO = tz('America/Sao_Paulo');

/** dd/MM/yyyy HH:mm in Brazil's time, or 'Data indisponível' (SPEC section 8). */
export function formatHistoryDate(value: string): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, 'dd/MM/yyyy HH:mm', { in: SAO_PAULO }) : 'Data indisponível';
}
