import { getStoredTicketProtocol } from '../../../../shared/support/protocol';
import type { SupportTicket } from '../../../../shared/support/schemas';

/** The protocol the user was shown: from the id, or from the client ref the ticket was sent with. */
export function getTicketProtocol(ticket: Pick<SupportTicket, 'id' | 'meta'>): string {
  return getStoredTicketProtocol(ticket.id, ticket.meta?.clientRef);
}
