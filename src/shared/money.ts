import { formatCount } from './numbers';

/** Formats integer centavos as Brazilian reais, e.g. 5990 -> 'R$ 59,90'. */
export function formatCents(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.trunc(cents));
  const reais = formatCount(Math.floor(abs / 100));
  const centavos = (abs % 100).toString().padStart(2, '0');
  return `${negative ? '-' : ''}R$ ${reais},${centavos}`;
}
