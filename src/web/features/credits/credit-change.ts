import type { CreditHistoryItem } from '../../../shared/credits/schemas';

/** The signed figure a movement shows ('+25', '−1' with a true minus sign); screen readers get describeChange. */
export function formatChange(change: number): string {
  return change > 0 ? `+${change}` : `−${Math.abs(change)}`;
}

const credits = (amount: number) => `${amount} ${amount === 1 ? 'crédito' : 'créditos'}`;

/**
 * What a screen reader says for a movement instead of '-1' (read as 'menos um' without a word of what):
 * '1 crédito usado', '25 créditos recebidos', '1 crédito devolvido', '25 créditos a receber' for a pending PIX.
 */
export function describeChange(item: Pick<CreditHistoryItem, 'change' | 'kind' | 'status'>): string {
  const amount = Math.abs(item.change);
  const plural = amount === 1 ? '' : 's';
  if (item.status === 'pendente') return `${credits(amount)} a receber`;
  if (item.change < 0)
    return `${credits(amount)} ${item.kind === 'carrossel' ? 'usado' : 'retirado'}${plural}`;
  return `${credits(amount)} ${item.kind === 'reembolso' ? 'devolvido' : 'recebido'}${plural}`;
}
