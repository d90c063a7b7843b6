/** docs/product-rules.md §9: the bottom bar's credit badge shows 99+ above 99, so it never outgrows its circle. */
export function formatCreditBadge(credits: number): string {
  const whole = Math.max(0, Math.trunc(Number.isFinite(credits) ? credits : 0));
  return whole > 99 ? '99+' : String(whole);
}

/** The screen-reader text next to the badge, with the real number (99+ is a visual shorthand). */
export function describeCredits(credits: number): string {
  const whole = Math.max(0, Math.trunc(Number.isFinite(credits) ? credits : 0));
  return whole === 1 ? '1 crédito' : `${whole} créditos`;
}
