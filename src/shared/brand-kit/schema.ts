import { z } from 'zod';
import { textSchema } from '../text';

/**
 * The creator's brand kit (docs/product-rules.md, "Minha marca"): who signs the slides, in which colours
 * and type, and where the signature shows. Shared by GET/PUT /api/brand-kit and the "Minha marca" screen.
 */

export const BRAND_PLACES = ['capa', 'todos', 'final'] as const;
export type BrandPlace = (typeof BRAND_PLACES)[number];
export const BRAND_PLACE_LABELS: Record<BrandPlace, string> = {
  capa: 'Só na capa',
  todos: 'Em todos os slides',
  final: 'Só no slide final',
};

/** How the signature draws the uploaded image: cropped to a circle (a face) or whole, as a logo. */
export const BRAND_AVATAR_SHAPES = ['circulo', 'logo'] as const;
export type BrandAvatarShape = (typeof BRAND_AVATAR_SHAPES)[number];
export const BRAND_AVATAR_SHAPE_LABELS: Record<BrandAvatarShape, { label: string; hint: string }> = {
  circulo: { label: 'Foto em círculo', hint: 'Recortada em círculo, como a foto do perfil.' },
  logo: {
    label: 'Logo inteiro',
    hint: 'Sem recorte, na proporção da imagem (até 3 vezes mais largo que alto).',
  },
};

/** Font pairs from the bundled fonts: a display face for titles and a text face for the rest. */
export const BRAND_FONTS = {
  classica: { label: 'Clássica', heading: 'playfair-display', body: 'inter' },
  moderna: { label: 'Moderna', heading: 'montserrat', body: 'inter' },
  editorial: { label: 'Editorial', heading: 'fraunces', body: 'dm-sans' },
  impacto: { label: 'Impacto', heading: 'anton', body: 'work-sans' },
  elegante: { label: 'Elegante', heading: 'dm-serif-display', body: 'lora' },
  tecnica: { label: 'Técnica', heading: 'space-grotesk', body: 'inter' },
} as const;
export type BrandFont = keyof typeof BRAND_FONTS;
export const BRAND_FONT_KEYS = Object.keys(BRAND_FONTS) as [BrandFont, ...BrandFont[]];

export const BRAND_NAME_MAX = 60;
export const BRAND_HANDLE_MAX = 30;

export const BRAND_MESSAGES = {
  nameRequired: 'Informe o nome que aparece nos slides.',
  nameTooLong: `O nome pode ter até ${BRAND_NAME_MAX} caracteres.`,
  handleInvalid: `O @ do Instagram usa só letras, números, ponto e sublinhado, até ${BRAND_HANDLE_MAX} caracteres.`,
  colorInvalid: 'Use uma cor em hexadecimal, como #7C3AED.',
  fontInvalid: 'Escolha um dos pares de fontes oferecidos.',
  placeInvalid: 'Escolha onde a assinatura aparece: capa, todos os slides ou slide final.',
  switchInvalid: 'Valor inválido para mostrar ou esconder.',
  avatarInvalid: 'Use uma imagem enviada pelo Carrossel (PNG, JPEG ou WebP, até 10 MB).',
  avatarShapeInvalid: 'Escolha como a imagem aparece: foto em círculo ou logo inteiro.',
} as const;

/** Instagram's own rule for a username: letters, digits, '.' and '_', up to 30; a leading '@' is dropped. */
const handleSchema = z
  .string({ error: BRAND_MESSAGES.handleInvalid })
  .trim()
  .transform((value) => value.replace(/^@/, ''))
  .refine((value) => value.length <= BRAND_HANDLE_MAX && /^[A-Za-z0-9._]*$/.test(value), {
    error: BRAND_MESSAGES.handleInvalid,
  });

/** '#RRGGBB', stored lower case; null keeps the template's own colour. */
const colorSchema = z
  .string({ error: BRAND_MESSAGES.colorInvalid })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: BRAND_MESSAGES.colorInvalid })
  .transform((value) => value.toLowerCase())
  .nullable();

const switchSchema = z.boolean({ error: BRAND_MESSAGES.switchInvalid });

export const brandKitSchema = z.object({
  nome: textSchema({ error: BRAND_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: BRAND_MESSAGES.nameRequired })
    .max(BRAND_NAME_MAX, { error: BRAND_MESSAGES.nameTooLong }),
  arroba: handleSchema,
  /** One of the user's own uploads (POST /api/uploads), or null for none. */
  avatar_url: textSchema({ error: BRAND_MESSAGES.avatarInvalid }).trim().max(1000).nullable(),
  /** A kit saved (or copied onto a carousel) before the choice existed draws a circle. */
  avatar_forma: z.enum(BRAND_AVATAR_SHAPES, { error: BRAND_MESSAGES.avatarShapeInvalid }).default('circulo'),
  cor_primaria: colorSchema,
  cor_destaque: colorSchema,
  /** A pair from BRAND_FONTS, or null to keep the template's fonts. */
  fonte: z.enum(BRAND_FONT_KEYS, { error: BRAND_MESSAGES.fontInvalid }).nullable(),
  mostrar_nome: switchSchema,
  mostrar_arroba: switchSchema,
  mostrar_avatar: switchSchema,
  onde: z.enum(BRAND_PLACES, { error: BRAND_MESSAGES.placeInvalid }),
});
export type BrandKit = z.infer<typeof brandKitSchema>;
export type BrandKitInput = z.input<typeof brandKitSchema>;

/**
 * What GET and PUT answer: the kit as stored (no transforms: the server's response encoder refuses them),
 * and whether the user saved one (only a saved kit signs new carousels).
 */
export const brandKitResponseSchema = z.object({
  nome: z.string(),
  arroba: z.string(),
  avatar_url: z.string().nullable(),
  avatar_forma: z.enum(BRAND_AVATAR_SHAPES),
  cor_primaria: z.string().nullable(),
  cor_destaque: z.string().nullable(),
  fonte: z.enum(BRAND_FONT_KEYS).nullable(),
  mostrar_nome: z.boolean(),
  mostrar_arroba: z.boolean(),
  mostrar_avatar: z.boolean(),
  onde: z.enum(BRAND_PLACES),
  salvo: z.boolean(),
});
export type BrandKitResponse = z.infer<typeof brandKitResponseSchema>;

/** A new account's kit: its name, no handle, the template's colours and fonts, signature on the cover. */
export function getDefaultBrandKit(nome: string): BrandKit {
  return {
    nome: nome.trim().slice(0, BRAND_NAME_MAX) || 'Minha marca',
    arroba: '',
    avatar_url: null,
    avatar_forma: 'circulo',
    cor_primaria: null,
    cor_destaque: null,
    fonte: null,
    mostrar_nome: true,
    mostrar_arroba: true,
    mostrar_avatar: true,
    onde: 'capa',
  };
}

/** The parts of a kit that decide which slides carry the signature. */
export type BrandSigning = Pick<
  BrandKit,
  'mostrar_nome' | 'mostrar_arroba' | 'mostrar_avatar' | 'arroba' | 'onde'
>;

/** Does the signature go on slide `index` of `total` (0-based)? Nothing to show signs nothing. */
export function isSignedSlide(brand: BrandSigning, index: number, total: number): boolean {
  if (!brand.mostrar_nome && !(brand.mostrar_arroba && brand.arroba) && !brand.mostrar_avatar) return false;
  if (brand.onde === 'todos') return true;
  if (brand.onde === 'capa') return index === 0;
  return index === total - 1;
}
