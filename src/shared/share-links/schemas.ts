import { z } from 'zod';
import { downloadFileSchema } from '../carousels/api';
import { slideFormatSchema } from '../carousels/formats';

export const SHARE_LINK_MESSAGES = {
  notFound: 'Este link de compartilhamento não existe, foi revogado ou expirou.',
  notReady: 'Só é possível compartilhar um carrossel concluído.',
  tooMany: 'Este carrossel já tem 20 links ativos. Revogue um antes de criar outro.',
  invalidDays: 'Escolha uma validade entre 1 e 365 dias, ou sem validade.',
  linkNotFound: 'Link de compartilhamento não encontrado.',
  fileNotFound: 'Arquivo não encontrado.',
} as const;

/** Active links one carousel may have at once. */
export const MAX_ACTIVE_SHARE_LINKS = 20;

/** The expiry choices the download page offers (days); null keeps the link until revoked. */
export const SHARE_LINK_VALIDITY_DAYS = [1, 7, 30] as const;

export const createShareLinkBodySchema = z.object({
  validadeDias: z
    .number({ error: SHARE_LINK_MESSAGES.invalidDays })
    .int(SHARE_LINK_MESSAGES.invalidDays)
    .min(1, SHARE_LINK_MESSAGES.invalidDays)
    .max(365, SHARE_LINK_MESSAGES.invalidDays)
    .nullable()
    .default(null),
});
export type CreateShareLinkBody = z.input<typeof createShareLinkBodySchema>;

export const shareLinkSchema = z.object({
  id: z.uuid(),
  criadoEm: z.string(),
  /** Null: valid until revoked. */
  expiraEm: z.string().nullable(),
  revogadoEm: z.string().nullable(),
  /** Neither revoked nor expired. */
  ativo: z.boolean(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** The answer to creating a link: the only time its address is shown (only its hash is kept). */
export const createdShareLinkSchema = z.object({ link: shareLinkSchema, url: z.string() });
export type CreatedShareLink = z.infer<typeof createdShareLinkSchema>;

export const shareLinksSchema = z.object({ items: z.array(shareLinkSchema) });

/** What a visitor of /c/{token} sees: the carousel's theme and files, nothing of its owner. */
export const sharedCarouselSchema = z.object({
  tema: z.string().nullable(),
  dataFinalizacao: z.string().nullable(),
  /** The slides' shape, so the page keeps their place while they load. */
  formato: slideFormatSchema,
  /**
   * `miniatura`: a slide's small copy (WebP, 540 px wide at most) that the page's strip shows, through the same
   * link; null for the ZIP and the PDF and for slides stored before small copies existed (the strip shows `url`).
   */
  arquivos: z.array(downloadFileSchema.extend({ miniatura: z.string().nullable() })),
});
export type SharedCarousel = z.infer<typeof sharedCarouselSchema>;

/** A share token: 32 random bytes in base64url. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
