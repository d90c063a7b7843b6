/** The confirmation's words: 'Adicionar 5 créditos' / 'Remover 1 crédito', and the balance it leads to. */
export function describeCreditAdjustment(
  balance: number,
  quantidade: number,
): { action: string; after: number } {
  const amount = Math.abs(quantidade);
  const noun = amount === 1 ? 'crédito' : 'créditos';
  return {
    action: `${quantidade > 0 ? 'Adicionar' : 'Remover'} ${amount} ${noun}`,
    after: balance + quantidade,
  };
}
