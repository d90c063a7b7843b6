import type { SupportTicketStatus } from '../constants';

/**
 * The pt-BR texts of the support ticket (docs/product-rules.md §5 and §8). The modal, the API and the tests import them
 * from here so a wording change happens in one place.
 */
export const SUPPORT_MESSAGES = {
  titleRequired: 'Informe o título do chamado.',
  titleTooLong: 'O título deve ter no máximo 120 caracteres.',
  descriptionTooShort: 'A descrição deve ter pelo menos 8 caracteres.',
  descriptionTooLong: 'A descrição deve ter no máximo 2000 caracteres.',
  phoneValid: 'Formato válido.',
  phoneHint: 'Informe DDD (2) + número (9 dígitos).',
  sessionExpired: 'Sessão expirada. Faça login novamente.',
  rateLimitedSoon: (seconds: number) => `Muitos chamados agora. Tente novamente em ${seconds}s.`,
  rateLimitedLater: 'Muitos chamados agora. Tente novamente em alguns minutos.',
  invalidFields: 'Verifique os campos e tente novamente.',
  unavailable: 'Não foi possível enviar agora. Tente novamente em instantes.',
  networkFailure: 'Falha de rede. Verifique sua conexão e tente novamente.',
  success: (protocol: string) => `Chamado aberto com sucesso! Protocolo: ${protocol}`,
  replyRequired: 'Escreva sua mensagem.',
  replyTooLong: 'A mensagem deve ter no máximo 2000 caracteres.',
  replySent: 'Mensagem enviada.',
  ticketClosed: 'Este chamado foi fechado. Abra um novo chamado se precisar de ajuda.',
  ticketNotFound: 'Chamado não encontrado.',
  /** The public form's only answer, whether the address has an account or not (docs/product-rules.md §8). */
  publicAccepted:
    'Recebemos sua mensagem. Se o e-mail informado tiver uma conta no Carrossel, a equipe responderá por e-mail.',
  tooManyPublic: 'Muitas mensagens agora.',
} as const;

/** How the user's screen and the e-mails name who wrote in a ticket's conversation. */
export const SUPPORT_TEAM_NAME = 'Equipe Carrossel';

/** The sentence a status change leaves in the conversation (and the e-mail), for the statuses announced. */
export const SUPPORT_STATUS_ANNOUNCEMENTS: Partial<Record<SupportTicketStatus, string>> = {
  in_progress: 'Nossa equipe está cuidando do seu chamado.',
  resolved: 'Seu chamado foi marcado como resolvido. Se ainda precisar de ajuda, é só responder.',
  closed: 'Seu chamado foi fechado.',
};

/** pt-BR labels of the ticket statuses, for the admin screen and the e-mails. */
export const SUPPORT_STATUS_LABELS = {
  new: 'Novo',
  ack_sent: 'Confirmação enviada',
  in_progress: 'Em andamento',
  resolved: 'Resolvido',
  closed: 'Fechado',
} as const;
