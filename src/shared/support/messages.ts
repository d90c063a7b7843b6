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
} as const;

/** pt-BR labels of the ticket statuses, for the admin screen and the e-mails. */
export const SUPPORT_STATUS_LABELS = {
  new: 'Novo',
  ack_sent: 'Confirmação enviada',
  in_progress: 'Em andamento',
  resolved: 'Resolvido',
  closed: 'Fechado',
} as const;
