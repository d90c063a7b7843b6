import { tz } from '@date-fns/tz';
import { format, isValid, parseISO } from 'date-fns';

const SAO_PAULO = tz('America/Sao_Paulo');

/** Admin dates in the America/Sao_Paulo zone as dd/MM/yyyy HH:mm:ss (SPEC section 9); 'N/A' when missing. */
export function formatTicketDate(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'dd/MM/yyyy HH:mm:ss', { in: SAO_PAULO }) : 'N/A';
}
