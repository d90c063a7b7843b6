/**
 * A whole number as pt-BR writes it, with thousands dots (`10.000`, `-1.234`): what `toLocaleString('pt-BR')`
 * gives, without Intl. Several shared messages are written when their module loads, and building pt-BR's number
 * format there cost a phone about 200 ms of blocked main thread on the first visit to a signed-in page
 * (docs/decisions/0018-fast-on-a-phone.md, step 5).
 */
export function formatCount(value: number): string {
  const whole = Math.trunc(value);
  const digits = Math.abs(whole)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return whole < 0 ? `-${digits}` : digits;
}
