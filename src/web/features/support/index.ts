/** The support feature's public surface: the ticket form every signed-in screen opens from the menu. */
export { SupportTicketDialog } from './support-ticket-dialog';
