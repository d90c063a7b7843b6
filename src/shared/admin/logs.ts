import { z } from 'zod';
import { LOGS_PAGE_SIZE } from '../constants';
import { textSchema } from '../text';
import { optionalTextParam, pageParam, pageSizeParam } from './list-query';
import { ADMIN_MESSAGES } from './messages';

/** GET /api/admin/logs query (docs/product-rules.md §7). */
export const logsQuerySchema = z.object({
  page: pageParam,
  pageSize: pageSizeParam(LOGS_PAGE_SIZE),
  acao: optionalTextParam(100),
  userId: textSchema()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.uuid({ error: ADMIN_MESSAGES.invalidUserId }).optional()),
  ip: optionalTextParam(45),
  q: optionalTextParam(200),
});
export type LogsQuery = z.infer<typeof logsQuerySchema>;
export type LogsFilters = Omit<z.input<typeof logsQuerySchema>, 'page' | 'pageSize'>;

export const logItemSchema = z.object({
  id: z.number().int(),
  id_usuario: z.uuid().nullable(),
  acao: z.string(),
  ip: z.string().nullable(),
  detalhes: z.unknown(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  /** Null for system entries and for users removed since. */
  usuario: z.object({ nome: z.string(), email: z.string() }).nullable(),
});
export type LogItem = z.infer<typeof logItemSchema>;

/**
 * `total` is exact up to a thousand matching rows; past that it is PostgreSQL's estimate and `totalExact` is
 * false (counting a million rows on every page would cost more than the page itself).
 */
export const logsResponseSchema = z.object({
  items: z.array(logItemSchema),
  total: z.number().int(),
  totalExact: z.boolean(),
});
export type LogsResponse = z.infer<typeof logsResponseSchema>;

/** Actions the server writes, offered as suggestions in the filter (any other text still works). */
export const KNOWN_LOG_ACTIONS = [
  'login',
  'cadastro',
  'recuperar_senha',
  'redefinir_senha',
  'alterar_nome',
  'alterar_senha',
  'encerrar_sessoes',
  'pedir_troca_email',
  'alterar_email',
  'excluir_propria_conta',
  'criar_link_compartilhamento',
  'revogar_link_compartilhamento',
  'criar_chave_api',
  'revogar_chave_api',
  'criar_webhook',
  'excluir_webhook',
  'criar_carrossel',
  'erro_carrossel',
  'editar_carrossel',
  'restaurar_versao',
  'erro_edicao_carrossel',
  'excluir_carrossel',
  'criar_pix',
  'pagamento',
  'pagamento_confirmado',
  'pagamento_estornado',
  'pagamento_estorno_nao_realizado',
  'abrir_chamado',
  'chamado_status',
  'responder_chamado',
  'admin_bloquear_usuario',
  'admin_ativar_usuario',
  'admin_editar_usuario',
  'admin_excluir_usuario',
  'admin_ajustar_creditos',
  'admin_estornar_pagamento',
  'admin_criar_template',
  'admin_editar_template',
  'admin_excluir_template',
  'admin_reordenar_template',
  'instagram_conectado',
  'instagram_desconectado',
  'instagram_token_renovado',
  'instagram_reconectar',
  'instagram_agendado',
  'instagram_cancelado',
  'instagram_publicando',
  'instagram_publicado',
  'instagram_verificando',
  'instagram_erro',
  'linkedin_conectado',
  'linkedin_desconectado',
  'linkedin_reconectar',
  'linkedin_agendado',
  'linkedin_cancelado',
  'linkedin_publicando',
  'linkedin_publicado',
  'linkedin_verificando',
  'linkedin_erro',
  'workspace_criado',
  'workspace_renomeado',
  'workspace_excluido',
  'workspace_papel_alterado',
  'workspace_saiu',
  'workspace_membro_removido',
  'workspace_convite_enviado',
  'workspace_convite_cancelado',
  'workspace_convite_aceito',
] as const;
/** An action code the server writes (write-log.ts takes only these, so each has its label in log-actions.ts). */
export type KnownLogAction = (typeof KNOWN_LOG_ACTIONS)[number];
