import { z } from 'zod';
import type { ErrorCode } from '../error-codes';

/**
 * Publishing a carousel to a social network (docs/instagram.md, docs/linkedin.md): what both networks share.
 * A post is agendado -> publicando -> publicado | erro, or cancelado while agendado; publicando -> verificando
 * when the network may have published it and nobody could learn the outcome yet.
 */
export const POST_STATES = [
  'agendado',
  'publicando',
  'verificando',
  'publicado',
  'erro',
  'cancelado',
] as const;
export type PostState = (typeof POST_STATES)[number];

/** The states of a post still on its way: at most one per carousel and network. */
export const ACTIVE_POST_STATES = ['agendado', 'publicando', 'verificando'] as const;

export const POST_STATE_LABELS: Record<PostState, string> = {
  agendado: 'Agendado',
  publicando: 'Publicando',
  verificando: 'Verificando',
  publicado: 'Publicado',
  erro: 'Erro',
  cancelado: 'Cancelado',
};

/** The networks a carousel can be published to. */
export const NETWORKS = ['instagram', 'linkedin'] as const;
export type Network = (typeof NETWORKS)[number];

export const NETWORK_LABELS: Record<Network, string> = { instagram: 'Instagram', linkedin: 'LinkedIn' };

/** How far ahead a post may be scheduled: both networks' tokens live 60 days. */
export const SCHEDULE_MAX_DAYS = 60;

/** A scheduled time this close to now (or past it by a clock's drift) publishes now. */
export const SCHEDULE_NOW_TOLERANCE_MS = 60_000;

/** Schedule checks both networks answer the same way. */
export const SCHEDULE_MESSAGES = {
  inPast: 'Escolha uma data e hora no futuro.',
  tooFar: `Agende no máximo ${SCHEDULE_MAX_DAYS} dias à frente.`,
  invalid: 'Data e hora inválidas.',
} as const;

/**
 * A carousel's post as its history card shows it (`GET /api/carousels`, `publicacoes`): each network's latest
 * post that was not cancelled, with its state and, once published, its link on the network.
 */
export const carouselPostSummarySchema = z.object({
  rede: z.enum(NETWORKS),
  status: z.enum(POST_STATES),
  url: z.string().nullable(),
  agendado_para: z.string(),
  publicado_em: z.string().nullable(),
});
export type CarouselPostSummary = z.infer<typeof carouselPostSummarySchema>;

/** What both networks answer alike about one post. */
export const POST_MESSAGES = {
  notFound: 'Publicação não encontrada.',
  notCancellable: 'Só uma publicação agendada pode ser cancelada.',
  /** Why a member who is not a dono sees the connection's buttons disabled (docs/product-rules.md, publishing). */
  ownerOnly: (network: string) =>
    `Só quem é dono deste espaço pode conectar ou desconectar o ${network}. Peça a um dono se precisar trocar a conta.`,
} as const;

/** What "Publicar" answers besides the post, on either network: the role check's 403 and 404 among them. */
export const PUBLISH_ERRORS: readonly ErrorCode[] = [
  'validation_failed',
  'not_found',
  'forbidden',
  'conflict',
  'idempotency_key_reused',
  'service_unavailable',
];
