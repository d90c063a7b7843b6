/** The support feature's public surface: the ticket form of the menus. */
export { SupportTicketDialog } from './support-ticket-dialog';
