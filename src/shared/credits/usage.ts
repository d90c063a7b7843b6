export interface CreditUsage {
  /** Everything the user has had: what is left plus what was spent (docs/product-rules.md §9). */
  adquiridos: number;
  /** Whole percent of the acquired credits already used; 0 when nothing was acquired. */
  percentUsed: number;
}

/** docs/product-rules.md §9: acquired = saldo + creditosUsados; the percent is rounded and 0 with nothing acquired. */
export function computeCreditUsage(saldo: number, creditosUsados: number): CreditUsage {
  const adquiridos = Math.max(0, saldo) + Math.max(0, creditosUsados);
  if (adquiridos === 0) return { adquiridos: 0, percentUsed: 0 };
  return { adquiridos, percentUsed: Math.round((Math.max(0, creditosUsados) / adquiridos) * 100) };
}
