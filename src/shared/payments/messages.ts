/** The PIX texts of docs/product-rules.md §8, shared so the server's errors and the modal's fallbacks read the same. */
export const PIX_MESSAGES = {
  createFailed: 'Erro ao criar pagamento PIX',
  dataMissing: 'Erro ao carregar dados do PIX',
  confirmed: 'Pagamento confirmado! Seus créditos foram adicionados automaticamente.',
  copied: 'Copiado!',
  expired: 'Expirado',
  invalidPack: 'Pacote de créditos inválido.',
  notFound: 'Pagamento não encontrado.',
  /** Reopening a charge from the history that was paid or expired in the meantime. */
  noLongerOpen: 'Esta cobrança PIX não está mais aberta: ela já foi paga ou expirou.',
  adminCannotBuy: 'Administradores não compram créditos.',
  sandboxBanner: 'Modo de teste: pagamentos simulados',
  sandboxBannerDetail: 'Nenhum valor é cobrado e nenhum PIX real é gerado neste ambiente.',
} as const;
