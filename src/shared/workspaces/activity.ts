import { z } from 'zod';
import { NETWORKS } from '../publishing/schema';
import { WORKSPACE_ROLES } from './roles';

/**
 * What the workspace owner's activity list records (docs/workspaces.md, "Quem fez o quê"), one entry per action,
 * written in the action's own transaction: the database's check on `workspace_atividades.tipo` holds this set.
 */
export const WORKSPACE_ACTIVITY_KINDS = [
  'carrossel_criado',
  'carrossel_editado',
  'carrossel_excluido',
  'carrossel_publicado',
  'creditos_comprados',
  'membro_entrou',
  'membro_removido',
  'membro_saiu',
  'papel_alterado',
] as const;
export type WorkspaceActivityKind = (typeof WORKSPACE_ACTIVITY_KINDS)[number];

/** Each kind's name, as a short label. */
export const WORKSPACE_ACTIVITY_LABELS: Record<WorkspaceActivityKind, string> = {
  carrossel_criado: 'Carrossel criado',
  carrossel_editado: 'Carrossel editado',
  carrossel_excluido: 'Carrossel excluído',
  carrossel_publicado: 'Carrossel publicado',
  creditos_comprados: 'Créditos comprados',
  membro_entrou: 'Membro adicionado',
  membro_removido: 'Membro removido',
  membro_saiu: 'Membro saiu',
  papel_alterado: 'Papel alterado',
};

/** How many entries one page of the list has. */
export const WORKSPACE_ACTIVITY_PAGE_SIZE = 20;

export const WORKSPACE_ACTIVITY_MESSAGES = {
  badCursor: 'Não foi possível carregar mais atividades. Recarregue a página.',
  empty:
    'Nenhuma atividade ainda. Carrosséis criados, publicações, compras e mudanças na equipe aparecem aqui.',
  someone: 'Alguém',
  removedAccount: 'uma conta excluída',
} as const;

/** GET /api/workspaces/:id/activity's query: `antes` is the `proximo` of the previous page. */
export const workspaceActivityQuerySchema = z.object({
  antes: z
    .string()
    .regex(/^[1-9]\d{0,17}$/, { error: WORKSPACE_ACTIVITY_MESSAGES.badCursor })
    .optional(),
});

/** One entry: who (`ator`, null once the account is deleted), what, on which carousel, member or purchase. */
export const workspaceActivitySchema = z.object({
  id: z.string(),
  tipo: z.enum(WORKSPACE_ACTIVITY_KINDS),
  /** When (ISO 8601). */
  em: z.string(),
  ator: z.string().nullable(),
  /** The carousel (its theme when it happened); `existe` is false once deleted. */
  carrossel: z.object({ id: z.uuid(), tema: z.string().nullable(), existe: z.boolean() }).nullable(),
  /** The member added, removed or whose role changed. */
  membro: z.string().nullable(),
  papel: z.enum(WORKSPACE_ROLES).nullable(),
  rede: z.enum(NETWORKS).nullable(),
  creditos: z.number().int().nullable(),
});
export type WorkspaceActivity = z.infer<typeof workspaceActivitySchema>;

/** Newest first; `proximo` asks for the next (older) page, null on the last. */
export const workspaceActivityPageSchema = z.object({
  items: z.array(workspaceActivitySchema),
  proximo: z.string().nullable(),
});
export type WorkspaceActivityPage = z.infer<typeof workspaceActivityPageSchema>;
