/** Business constants of docs/product-rules.md §9, shared by the server and the web app. */

export const CAROUSEL_COST = 1;
export const SIGNUP_BONUS_CREDITS = 2;
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
export const MIN_NAME_LENGTH = 2;
export const APP_VERSION_DEFAULT = 'mvp-0.1';
export const TOAST_DURATION_MS = 5000;

export const OBJECTIVES = ['educar', 'conectar', 'convencer', 'investigar'] as const;
export type Objective = (typeof OBJECTIVES)[number];

export const TEMPLATE_TYPES = ['emocional', 'investigativo', 'manifesto'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];
export const DEFAULT_TEMPLATE_TYPE = 'universal';

export const USER_ROLES = ['admin', 'cliente'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_STATUSES = ['ativo', 'bloqueado', 'pendente'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const CAROUSEL_STATUSES = ['pendente', 'processando', 'concluido', 'cancelado', 'erro'] as const;
export type CarouselStatus = (typeof CAROUSEL_STATUSES)[number];

export const PAYMENT_STATUSES = ['pendente', 'pago', 'expirado'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const SUPPORT_TICKET_STATUSES = ['new', 'ack_sent', 'in_progress', 'resolved', 'closed'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

/** Field length caps of docs/product-rules.md §9. */
export const LIMITS = {
  carouselType: 50,
  status: 50,
  templateVisual: 255,
  fileName: 255,
  fileType: 50,
  plan: 100,
  logAction: 100,
  ip: 45,
  supportTitleMax: 120,
  supportDescriptionMin: 8,
  supportDescriptionMax: 2000,
  supportPhoneDigits: 11,
  uploadMaxBytes: 10 * 1024 * 1024,
  /**
   * The most pixels an image may have: the renderer decodes nothing larger, so uploads over it are refused
   * (src/shared/uploads.ts says it in words). 100 megapixels holds any phone photo that fits in 10 MB.
   */
  uploadMaxPixels: 100_000_000,
} as const;

export const POLLING_MS = {
  carousels: 5000,
  credits: 3000,
  pixStatus: 3000,
} as const;

export const TEMPLATE_CACHE_MS = 600_000;
export const HISTORY_PAGE_SIZE = 6;
export const HISTORY_PAGER_WINDOW = 5;
export const ADMIN_CAROUSELS_PAGE_SIZE = 10;
export const ADMIN_USERS_PAGE_SIZE = 20;
export const LOGS_PAGE_SIZE = 20;
export const PIX_EXPIRY_MINUTES = 30;

export type CreditPackId = 'starter' | 'popular' | 'professional';

export interface CreditPack {
  id: CreditPackId;
  label: string;
  credits: number;
  /** Price in integer centavos. */
  priceCents: number;
  /** Price per credit in integer centavos, as advertised. */
  perCreditCents: number;
  badge?: string;
}

export const CREDIT_PACKS: readonly CreditPack[] = [
  { id: 'starter', label: 'Starter', credits: 10, priceCents: 5990, perCreditCents: 599 },
  {
    id: 'popular',
    label: 'Popular',
    credits: 25,
    priceCents: 13490,
    perCreditCents: 539,
    badge: 'Mais Popular',
  },
  { id: 'professional', label: 'Profissional', credits: 50, priceCents: 23990, perCreditCents: 479 },
];

export const DEFAULT_PACK_ID: CreditPackId = 'popular';

export function findCreditPack(id: string): CreditPack | undefined {
  return CREDIT_PACKS.find((pack) => pack.id === id);
}
