import { formatPhone } from '../../shared/support/phone';
import type { EmailMessage } from '../email/mailer';
import { buildEmail } from '../email/templates';

interface TicketForEmail {
  protocol: string;
  title: string;
  description: string;
  phone: string;
  name: string;
  email: string;
  sourcePage: string | null;
}

/** Tells the user the ticket exists and which protocol to quote, so they do not open it twice. */
export function buildTicketAckEmail(ticket: TicketForEmail): EmailMessage {
  const firstName = ticket.name.trim().split(/\s+/)[0] || ticket.name;
  return buildEmail({
    to: ticket.email,
    subject: `Recebemos seu chamado ${ticket.protocol}`,
    heading: 'Recebemos seu chamado',
    paragraphs: [
      `Olá, ${firstName}. Seu chamado foi registrado com o protocolo ${ticket.protocol}.`,
      `Assunto: ${ticket.title}`,
      `Nossa equipe vai analisar e responder pelo e-mail ou pelo telefone ${formatPhone(ticket.phone)}.`,
      'Se precisar complementar, responda a este e-mail informando o protocolo.',
    ],
    footer: 'Você recebeu este e-mail porque abriu um chamado no Carrossel.',
  });
}

/** The team's copy, with everything needed to act without opening the admin screen. */
export function buildTicketNotificationEmail(
  ticket: TicketForEmail & { to: string; adminUrl: string },
): EmailMessage {
  return buildEmail({
    to: ticket.to,
    subject: `[Suporte] ${ticket.protocol}: ${ticket.title}`,
    heading: `Novo chamado ${ticket.protocol}`,
    paragraphs: [
      `De: ${ticket.name} <${ticket.email}>, telefone ${formatPhone(ticket.phone)}.`,
      `Página: ${ticket.sourcePage ?? 'não informada'}.`,
      `Título: ${ticket.title}`,
      ticket.description,
    ],
    action: { label: 'Abrir chamados', url: ticket.adminUrl },
    footer: 'Aviso automático do Carrossel para a equipe de suporte.',
  });
}
