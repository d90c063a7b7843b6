import { buildTicketProtocol } from '../../../../shared/support/protocol';
import type { SupportTicket } from '../../../../shared/support/schemas';

/** The protocol the user was shown: from the id, or from the client ref the ticket was sent with. */
export function getTicketProtocol(ticket: Pick<SupportTicket, 'id' | 'meta'>): string {
  const clientRef = ticket.meta?.clientRef;
  return buildTicketProtocol(ticket.id, typeof clientRef === 'string' ? clientRef : null, () => 0);
}
