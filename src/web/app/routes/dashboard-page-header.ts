import type { PageHeaderText } from '../../components/ui/page-header';

/**
 * The cliente's dashboard header. The page greets by first name ('Olá, Maria!'); its shell, drawn before the
 * session is known (app/page-shell.tsx), says 'Olá!' as the page does for a user without a name.
 */
export const DASHBOARD_HEADER: PageHeaderText = {
  title: 'Olá!',
  description: 'Transforme suas ideias em carrosséis para o Instagram em poucos minutos.',
};

export const greeting = (firstName: string): string =>
  firstName ? `Olá, ${firstName}!` : DASHBOARD_HEADER.title;
