import { z } from 'zod';
import { formatCount } from '../numbers';
import { POST_MESSAGES, POST_STATES, SCHEDULE_MESSAGES } from '../publishing/schema';
import { textSchema } from '../text';

/**
 * Publishing to LinkedIn (docs/linkedin.md): the connected member, a post's states, what the screens send.
 * The server and the web app share these shapes.
 */

/** LinkedIn's limit for a post's commentary. */
export const LINKEDIN_COMMENTARY_MAX = 3000;

/** GET /api/linkedin: whether the feature is on, and the connected member when there is one. */
export const linkedinStatusSchema = z.object({
  disponivel: z.boolean(),
  conta: z
    .object({
      nome: z.string(),
      foto_url: z.string().nullable(),
      precisa_reconectar: z.boolean(),
      conectado_em: z.string(),
      /** When the token ends (LinkedIn gives members no refresh token): the member connects again then. */
      expira_em: z.string(),
    })
    .nullable(),
});
export type LinkedinStatus = z.infer<typeof linkedinStatusSchema>;

/** Where a published post is read on LinkedIn: this address, the post's URN, and a slash. */
export const LINKEDIN_POST_URL_PREFIX = 'https://www.linkedin.com/feed/update/';

/** The post's page on LinkedIn. */
export const linkedinPostUrl = (postUrn: string) => `${LINKEDIN_POST_URL_PREFIX}${postUrn}/`;

/** POST /api/linkedin/connect: where the browser goes to authorize. */
export const linkedinConnectResponseSchema = z.object({ url: z.string() });

export const linkedinPostSchema = z.object({
  id: z.string(),
  carrossel_id: z.string(),
  status: z.enum(POST_STATES),
  legenda: z.string(),
  agendado_para: z.string(),
  /** The member's name on LinkedIn, as connected. */
  nome: z.string().nullable(),
  /** The post on LinkedIn (`/feed/update/{urn}/`), once published. */
  url: z.string().nullable(),
  erro: z.string().nullable(),
  publicado_em: z.string().nullable(),
  criado_em: z.string(),
});
export type LinkedinPost = z.infer<typeof linkedinPostSchema>;

/** GET /api/carousels/:id/linkedin: the carousel's posts, newest first. */
export const linkedinPostListSchema = z.object({ items: z.array(linkedinPostSchema) });

/** POST /api/carousels/:id/linkedin: `agendar_para` null (or absent) publishes now. */
export const linkedinPublishRequestSchema = z.object({
  legenda: textSchema({ error: 'A legenda deve ser um texto.' })
    .max(LINKEDIN_COMMENTARY_MAX, {
      error: `A legenda do LinkedIn pode ter no máximo ${formatCount(LINKEDIN_COMMENTARY_MAX)} caracteres.`,
    })
    .default(''),
  agendar_para: z.iso.datetime({ offset: true, error: SCHEDULE_MESSAGES.invalid }).nullable().default(null),
});
export type LinkedinPublishInput = z.input<typeof linkedinPublishRequestSchema>;

export const LINKEDIN_MESSAGES = {
  unavailable: 'A publicação no LinkedIn não está disponível neste servidor.',
  notConnected:
    'Este espaço ainda não tem uma conta do LinkedIn conectada. Quem é dono do espaço conecta em Minha conta.',
  reconnect:
    'A conexão deste espaço com o LinkedIn expirou ou foi revogada. Quem é dono do espaço conecta de novo em Minha conta.',
  notFinished: 'Este carrossel ainda não está concluído.',
  noPdf: 'O PDF deste carrossel não está disponível. Edite e salve o carrossel para gerá-lo de novo.',
  alreadyQueued:
    'Este carrossel já tem uma publicação no LinkedIn agendada ou em andamento. Cancele-a antes de criar outra.',
  notCancellable: POST_MESSAGES.notCancellable,
  /** 401 from LinkedIn. */
  unauthorized:
    'O LinkedIn recusou a conexão (expirada ou revogada). Conecte a conta de novo em Minha conta e publique outra vez.',
  /** 403 from LinkedIn. */
  forbidden:
    'O LinkedIn não deu permissão para publicar em seu nome. Conecte de novo e autorize a publicação (w_member_social); se persistir, o app do servidor precisa do produto "Share on LinkedIn".',
  /** 422 from LinkedIn. */
  invalidContent:
    'O LinkedIn recusou o conteúdo do post (legenda ou PDF). Confira a legenda (até 3.000 caracteres) e tente de novo.',
  /** 429 from LinkedIn. */
  throttled:
    'O LinkedIn limitou as publicações desta conta por hoje. Tente de novo amanhã (o limite do LinkedIn reinicia à 0h UTC, 21h em Brasília).',
  documentFailed: 'O LinkedIn não conseguiu processar o PDF do carrossel. Tente publicar de novo.',
  temporary: 'O LinkedIn não respondeu a tempo. Tente publicar de novo em alguns minutos.',
  unconfirmed:
    'Não conseguimos confirmar com o LinkedIn se o post saiu (a conexão caiu logo depois do envio). Confira o seu perfil antes de publicar de novo, para não duplicar o post.',
  memberChanged:
    'A conta do LinkedIn conectada mudou depois do agendamento. Agende de novo para a conta atual.',
  disabled: 'A publicação no LinkedIn foi desativada neste servidor.',
} as const;
