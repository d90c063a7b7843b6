const PROTOCOL_PREFIX = 'TKT-';

function readLastFourDigits(value: string | undefined | null): string | null {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : null;
}

/**
 * The protocol the user reads (docs/product-rules.md §8): the last 4 digits of the ticket id, else of the client ref,
 * else 4 random digits. The admin screen derives it from the id the same way, so both sides show the same
 * number for a ticket the server acknowledged.
 */
export function buildTicketProtocol(
  ticketId: string | undefined | null,
  clientRef?: string | null,
  random: () => number = Math.random,
): string {
  const digits =
    readLastFourDigits(ticketId) ??
    readLastFourDigits(clientRef) ??
    Math.floor(random() * 10_000)
      .toString()
      .padStart(4, '0');
  return `${PROTOCOL_PREFIX}${digits}`;
}

/**
 * The protocol of a stored ticket, the same on every screen and e-mail: from its id, or from the client ref it
 * was sent with (never random: a stored ticket always has one of the two in practice, and must not change).
 */
export function getStoredTicketProtocol(ticketId: string, clientRef: unknown): string {
  return buildTicketProtocol(ticketId, typeof clientRef === 'string' ? clientRef : null, () => 0);
}
