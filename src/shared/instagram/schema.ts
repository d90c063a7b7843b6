import { z } from 'zod';
import { captionSchema } from '../carousels/slide-limits';
import { POST_MESSAGES, POST_STATES, SCHEDULE_MESSAGES } from '../publishing/schema';
import { instagramMetricsSchema } from './metrics';

export * from './metrics';

/**
 * Publishing to Instagram (docs/instagram.md): the connected account, a post's states, what the screens send.
 * The server and the web app share these shapes.
 */

/** Instagram takes 2 to 10 images in a carousel. */
export const INSTAGRAM_CAROUSEL_RANGE = { min: 2, max: 10 } as const;

/** GET /api/instagram: whether the feature is on, and the connected account when there is one. */
export const instagramStatusSchema = z.object({
  disponivel: z.boolean(),
  conta: z
    .object({
      username: z.string(),
      foto_url: z.string().nullable(),
      precisa_reconectar: z.boolean(),
      conectado_em: z.string(),
    })
    .nullable(),
  /**
   * Why Instagram cannot download this server's slides (APP_URL or the storage's address is not reachable from
   * the internet), in words that say what to configure; null when it can.
   */
  aviso_midia: z.string().nullable(),
});
export type InstagramStatus = z.infer<typeof instagramStatusSchema>;

/** POST /api/instagram/connect: where the browser goes to authorize. */
export const instagramConnectResponseSchema = z.object({ url: z.string() });

export const INSIGHTS_CHART_DAYS = 30;

/** One São Paulo day of the chart: the posts published on it and what they were saved and shared, summed. */
export const insightsChartDaySchema = z.object({
  /** `yyyy-MM-dd` on São Paulo's calendar. */
  dia: z.string(),
  posts: z.number().int(),
  salvamentos: z.number().int(),
  compartilhamentos: z.number().int(),
});
export type InsightsChartDay = z.infer<typeof insightsChartDaySchema>;

/** Every day of the window, oldest first, each present even without posts. */
export const insightsChartSchema = z.object({ dias: z.array(insightsChartDaySchema) });
export type InsightsChart = z.infer<typeof insightsChartSchema>;

export const INSIGHTS_CHART_EMPTY = 'Publique um carrossel para ver aqui o alcance';

export const instagramPostSchema = z.object({
  id: z.string(),
  carrossel_id: z.string(),
  estado: z.enum(POST_STATES),
  legenda: z.string(),
  agendado_para: z.string(),
  username: z.string().nullable(),
  permalink: z.string().nullable(),
  erro: z.string().nullable(),
  publicado_em: z.string().nullable(),
  criado_em: z.string(),
  /** What the post achieved, read 1 h, 24 h and 7 days after publishing and on demand; null before. */
  metricas: instagramMetricsSchema.nullable(),
  metricas_em: z.string().nullable(),
});
export type InstagramPost = z.infer<typeof instagramPostSchema>;

export const instagramPostListSchema = z.array(instagramPostSchema);

/** POST /api/carousels/:id/instagram: `agendar_para` null publishes now; otherwise an instant with its offset. */
export const instagramPublishRequestSchema = z.object({
  legenda: captionSchema,
  agendar_para: z.iso.datetime({ offset: true, error: SCHEDULE_MESSAGES.invalid }).nullable().default(null),
});
export type InstagramPublishRequest = z.infer<typeof instagramPublishRequestSchema>;
export type InstagramPublishInput = z.input<typeof instagramPublishRequestSchema>;

export const INSTAGRAM_MESSAGES = {
  unavailable: 'A publicação no Instagram não está disponível neste servidor.',
  notConnected:
    'Este espaço ainda não tem uma conta do Instagram conectada. Quem é dono do espaço conecta em Minha conta.',
  reconnect:
    'A conexão deste espaço com o Instagram expirou ou foi revogada. Quem é dono do espaço conecta de novo em Minha conta.',
  storiesFormat:
    'Carrosséis no formato Stories (9:16) não podem ir para o feed do Instagram, que aceita de 4:5 a 1,91:1. Duplique o carrossel em Retrato ou Quadrado para publicar.',
  tooManySlides: (count: number) =>
    `O Instagram aceita no máximo ${INSTAGRAM_CAROUSEL_RANGE.max} imagens por carrossel; este tem ${count}. Edite o carrossel e deixe até ${INSTAGRAM_CAROUSEL_RANGE.max} slides.`,
  tooFewSlides: `Um carrossel no Instagram precisa de pelo menos ${INSTAGRAM_CAROUSEL_RANGE.min} imagens.`,
  notFinished: 'Este carrossel ainda não está concluído.',
  alreadyQueued:
    'Este carrossel já tem uma publicação agendada ou em andamento. Cancele-a antes de criar outra.',
  scheduleInPast: SCHEDULE_MESSAGES.inPast,
  scheduleTooFar: SCHEDULE_MESSAGES.tooFar,
  notCancellable: POST_MESSAGES.notCancellable,
  insightsNotPublished: 'Os números aparecem depois que o post é publicado no Instagram.',
  insightsUnavailable:
    'O Instagram não entregou os números deste post agora. Tente de novo em alguns minutos; se a conta foi conectada antes desta função, conecte de novo para autorizar as métricas.',
  missingPublishPermission:
    'Você conectou o Instagram sem a permissão de publicar conteúdo. Conecte de novo e deixe marcada a opção de publicar (instagram_business_content_publish).',
  verifying:
    'O Instagram não respondeu se o carrossel foi publicado. Estamos confirmando com ele (por até 24 horas); não publique de novo enquanto isso, para não duplicar o post.',
  stillVerifying:
    'Ainda estamos confirmando com o Instagram se a publicação anterior deste carrossel saiu. Assim que soubermos, o resultado aparece aqui.',
  alreadyPublished: 'Este carrossel já foi publicado no Instagram: veja o link na lista de publicações.',
  confirmedNotPublished:
    'O Instagram confirmou que este carrossel não foi publicado. Você pode publicar de novo.',
  unconfirmed:
    'Não conseguimos confirmar com o Instagram, em 24 horas, se o carrossel foi publicado. Confira o seu perfil antes de publicar de novo.',
} as const;
