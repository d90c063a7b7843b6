import { tz } from '@date-fns/tz';
import { format, isValid, parseISO } from 'date-fns';

const SAO_PAULO = tz('America/Sao_Paulo');

/** dd/MM/yyyy HH:mm in Brazil's time (SPEC section 2), or 'Data indisponível' (SPEC section 8). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return 'Data indisponível';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'dd/MM/yyyy HH:mm', { in: SAO_PAULO }) : 'Data indisponível';
}
