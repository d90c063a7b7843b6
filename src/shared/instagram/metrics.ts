import { z } from 'zod';

/**
 * What an Instagram post achieved (docs/instagram.md), on its own so the carousel list's contract can carry it
 * without importing the publishing shapes.
 */

/** A post's insights (`GET /{media-id}/insights`), named in Portuguese as the screens show them. */
export const INSTAGRAM_METRICS = {
  alcance: 'reach',
  salvamentos: 'saved',
  compartilhamentos: 'shares',
  curtidas: 'likes',
  comentarios: 'comments',
  interacoes: 'total_interactions',
} as const;
export type InstagramMetric = keyof typeof INSTAGRAM_METRICS;

export const INSTAGRAM_METRIC_LABELS: Record<InstagramMetric, string> = {
  alcance: 'Alcance',
  salvamentos: 'Salvamentos',
  compartilhamentos: 'Compartilhamentos',
  curtidas: 'Curtidas',
  comentarios: 'Comentários',
  interacoes: 'Interações',
};

export const instagramMetricsSchema = z.object({
  alcance: z.number().int(),
  salvamentos: z.number().int(),
  compartilhamentos: z.number().int(),
  curtidas: z.number().int(),
  comentarios: z.number().int(),
  interacoes: z.number().int(),
});
export type InstagramMetrics = z.infer<typeof instagramMetricsSchema>;

/**
 * The history card's numbers: the carousel's latest published Instagram post's insights and when they were read
 * (the list's `metricas_instagram`, null before any were read).
 */
export const instagramCardMetricsSchema = instagramMetricsSchema.extend({ lidas_em: z.string() });
export type InstagramCardMetrics = z.infer<typeof instagramCardMetricsSchema>;
