import { formatPhone } from '../../shared/support/phone';
import type { EmailMessage } from '../email/mailer';
import { buildEmail } from '../email/templates';

function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}

interface TicketForEmail {
  protocol: string;
  title: string;
  description: string;
  phone: string | null;
  name: string;
  email: string;
  sourcePage: string | null;
}

/** Tells the user the ticket exists and which protocol to quote, so they do not open it twice. */
export function buildTicketAckEmail(ticket: TicketForEmail): EmailMessage {
  const firstName = firstNameOf(ticket.name);
  return buildEmail({
    to: ticket.email,
    subject: `Recebemos seu chamado ${ticket.protocol}`,
    heading: 'Recebemos seu chamado',
    paragraphs: [
      `Olá, ${firstName}. Seu chamado foi registrado com o protocolo ${ticket.protocol}.`,
      `Assunto: ${ticket.title}`,
      ticket.phone
        ? `Nossa equipe vai analisar e responder pelo e-mail ou pelo telefone ${formatPhone(ticket.phone)}.`
        : 'Nossa equipe vai analisar e responder por este e-mail.',
      'Você acompanha e responde o chamado em "Meus chamados", no menu do Carrossel.',
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
      `De: ${ticket.name} <${ticket.email}>${ticket.phone ? `, telefone ${formatPhone(ticket.phone)}` : ''}.`,
      `Página: ${ticket.sourcePage ?? 'não informada'}.`,
      `Título: ${ticket.title}`,
      ticket.description,
    ],
    action: { label: 'Abrir chamados', url: ticket.adminUrl },
    footer: 'Aviso automático do Carrossel para a equipe de suporte.',
  });
}

/** The team answered: the reply itself, so a person who cannot sign in (a blocked account) still reads it. */
export function buildTicketReplyEmail(input: {
  to: string;
  name: string;
  protocol: string;
  title: string;
  reply: string;
  url: string;
}): EmailMessage {
  const firstName = firstNameOf(input.name);
  return buildEmail({
    to: input.to,
    subject: `Resposta ao seu chamado ${input.protocol}`,
    heading: 'A equipe respondeu seu chamado',
    paragraphs: [
      `Olá, ${firstName}. Há uma resposta no chamado ${input.protocol} (${input.title}):`,
      input.reply,
      'Para responder, abra o chamado em "Meus chamados".',
    ],
    action: { label: 'Ver meu chamado', url: input.url },
    footer: 'Você recebeu este e-mail porque abriu um chamado no Carrossel.',
  });
}

/** A status the user should know about changed (in progress, resolved, closed). */
export function buildTicketStatusEmail(input: {
  to: string;
  name: string;
  protocol: string;
  title: string;
  statusLabel: string;
  announcement: string;
  url: string;
}): EmailMessage {
  const firstName = firstNameOf(input.name);
  return buildEmail({
    to: input.to,
    subject: `Chamado ${input.protocol}: ${input.statusLabel}`,
    heading: `Chamado ${input.statusLabel.toLowerCase()}`,
    paragraphs: [
      `Olá, ${firstName}. O chamado ${input.protocol} (${input.title}) agora está: ${input.statusLabel}.`,
      input.announcement,
    ],
    action: { label: 'Ver meu chamado', url: input.url },
    footer: 'Você recebeu este e-mail porque abriu um chamado no Carrossel.',
  });
}

/** The team's copy of a user's reply. */
export function buildTicketUserReplyNotificationEmail(input: {
  to: string;
  protocol: string;
  title: string;
  name: string;
  email: string;
  reply: string;
  adminUrl: string;
}): EmailMessage {
  return buildEmail({
    to: input.to,
    subject: `[Suporte] ${input.protocol}: nova mensagem de ${input.name}`,
    heading: `Nova mensagem no chamado ${input.protocol}`,
    paragraphs: [`De: ${input.name} <${input.email}>.`, `Título: ${input.title}`, input.reply],
    action: { label: 'Abrir chamados', url: input.adminUrl },
    footer: 'Aviso automático do Carrossel para a equipe de suporte.',
  });
}
