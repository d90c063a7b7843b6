/** The support feature's public surface: the ticket form of the menus and the blocked account's way to the team. */
export { BlockedAccountSupport } from './blocked-account-support';
export { SupportTicketDialog } from './support-ticket-dialog';
