/**
 * Every TanStack Query key of the app, in one place, so a feature can refresh another's data (a purchase
 * refreshes `me` and `credits`, a new carousel refreshes `carousels` and `credits`) without importing it.
 */
export const queryKeys = {
  me: ['me'] as const,
  /** Under `me`: refreshed with it after a credits change, and kept when the active workspace changes. */
  workspaces: ['me', 'workspaces'] as const,
  account: ['account'] as const,
  accountSessions: ['account', 'sessions'] as const,
  accountExport: ['account', 'export'] as const,
  credits: ['credits'] as const,
  carousels: ['carousels'] as const,
  carousel: (id: string) => ['carousels', id] as const,
  carouselDownload: (id: string) => ['carousels', id, 'download'] as const,
  carouselSlides: (id: string) => ['carousels', id, 'slides'] as const,
  carouselVersions: (id: string) => ['carousels', id, 'versions'] as const,
  /** Under the carousel: a realtime `carousel` event for it refreshes its Instagram posts too. */
  carouselInstagramPosts: (id: string) => ['carousels', id, 'instagram'] as const,
  instagram: ['instagram'] as const,
  /** Under the carousel: a realtime `carousel` event refreshes its LinkedIn posts too. */
  carouselLinkedinPosts: (id: string) => ['carousels', id, 'linkedin'] as const,
  linkedin: ['linkedin'] as const,
  /** The dashboard's 30-day chart, under `carousels`: a carousel's event (an insights read among them) refreshes it. */
  instagramInsightsChart: ['carousels', 'instagram-desempenho'] as const,
  slidePreview: (id: string, request: unknown) => ['slide-preview', id, request] as const,
  templates: ['templates'] as const,
  brandKit: ['brand-kit'] as const,
  /** The active workspace's kits, under `brand-kit`: a change to any kit refreshes the default's too. */
  brandKits: ['brand-kit', 'list'] as const,
  pixPayment: (id: string) => ['pix-payment', id] as const,
  /** "Meus chamados": the list and each ticket's conversation (a realtime `support` event refreshes both). */
  supportTickets: ['support-tickets'] as const,
  supportTicket: (id: string) => ['support-tickets', id] as const,
  paymentMode: ['payment-mode'] as const,
  /** The account's API keys (Desenvolvedores). */
  apiKeys: ['api-keys'] as const,
  admin: {
    all: ['admin'] as const,
    users: ['admin', 'users'] as const,
    workspaces: ['admin', 'workspaces'] as const,
    carousels: ['admin', 'carousels'] as const,
    payments: ['admin', 'payments'] as const,
    templates: ['admin', 'templates'] as const,
    logs: (filters: Record<string, unknown>) => ['admin', 'logs', filters] as const,
    tickets: ['admin', 'tickets'] as const,
    ticket: (id: string) => ['admin', 'tickets', id] as const,
    stats: ['admin', 'stats'] as const,
    writer: ['admin', 'writer'] as const,
  },
};
