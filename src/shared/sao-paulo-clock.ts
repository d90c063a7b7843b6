/**
 * Every date a person reads is shown in Brazil's time, whatever the device's or server's zone
 * (docs/product-rules.md §9). São Paulo has had no daylight saving since 2019: UTC-3.
 */
export const TIME_ZONE = 'America/Sao_Paulo';

let saoPauloClock: Intl.DateTimeFormat | undefined;

/**
 * `date` as dd/MM/yyyy HH:mm on a São Paulo clock, read with the platform's own zone data (Intl) instead of
 * date-fns: on a phone, @date-fns/tz's first look-up of São Paulo's offset (an Intl format of the zone's long
 * offset name) was one task of 50 ms or more, on the shared carousel once its answer had arrived and in the
 * history's first drawing of its cards (docs/decisions/0018-fast-on-a-phone.md, steps 5 and 12). A module of its
 * own, without date-fns, so the app's entry can build the clock in a task of its own before any card draws a date.
 * dates.test.ts compares it with date-fns in São Paulo's zone over ten years.
 */
export function saoPauloClockText(date: Date): string {
  saoPauloClock ??= new Intl.DateTimeFormat('pt-BR', {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const part = Object.fromEntries(saoPauloClock.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}
