import { z } from 'zod';
import { creditHistoryItemSchema } from '../credits/schemas';
import { workspaceMemberSchema } from '../workspaces/schemas';
import { optionalTextParam, pageOf, pageParam, pageSizeParam } from './list-query';
import { ADMIN_MESSAGES } from './messages';

/** Rows a page of the admin's workspaces screen (docs/product-rules.md, admin screens). */
export const ADMIN_WORKSPACES_PAGE_SIZE = 20;

/** The ledger rows the details show: the newest movements, enough to explain a balance. */
export const ADMIN_WORKSPACE_LEDGER_LIMIT = 20;

export const ADMIN_WORKSPACE_TYPE_FILTERS = ['all', 'pessoal', 'equipe'] as const;
export type AdminWorkspaceTypeFilter = (typeof ADMIN_WORKSPACE_TYPE_FILTERS)[number];

export const ADMIN_WORKSPACE_TYPE_FILTER_OPTIONS: readonly {
  value: AdminWorkspaceTypeFilter;
  label: string;
}[] = [
  { value: 'all', label: 'Todos' },
  { value: 'pessoal', label: 'Pessoais' },
  { value: 'equipe', label: 'Equipes' },
];

/**
 * GET /api/admin/workspaces query: `q` searches the workspace's name and its owners' e-mails (and names)
 * without regard to case, `tipo` keeps personal or team workspaces. Always newest first.
 */
export const adminWorkspacesQuerySchema = z.object({
  page: pageParam,
  pageSize: pageSizeParam(ADMIN_WORKSPACES_PAGE_SIZE),
  q: optionalTextParam(200),
  tipo: z
    .enum(ADMIN_WORKSPACE_TYPE_FILTERS, { error: 'Tipo deve ser all, pessoal ou equipe.' })
    .default('all'),
});
export type AdminWorkspacesQuery = z.infer<typeof adminWorkspacesQuerySchema>;

/** The account that owns a workspace: a personal one's holder, a team's first `dono`. */
export const adminWorkspaceOwnerSchema = z.object({ id: z.uuid(), nome: z.string(), email: z.string() });

/** One workspace as the admin sees it: whose it is, how many are in, and its balance. */
export const adminWorkspaceSchema = z.object({
  id: z.uuid(),
  nome: z.string(),
  pessoal: z.boolean(),
  /** Null only for a team left without a `dono` (never kept: an emptied team is deleted). */
  dono: adminWorkspaceOwnerSchema.nullable(),
  membros: z.number().int(),
  saldo: z.number().int(),
  createdAt: z.string(),
});
export type AdminWorkspace = z.infer<typeof adminWorkspaceSchema>;

export const adminWorkspacesPageSchema = pageOf(adminWorkspaceSchema);
export type AdminWorkspacesPage = z.infer<typeof adminWorkspacesPageSchema>;

/** A malformed id names no workspace: the same 404 text as an unknown one. */
export const adminWorkspaceIdParamsSchema = z.object({
  id: z.uuid({ error: ADMIN_MESSAGES.workspaceNotFound }),
});

/**
 * GET /api/admin/workspaces/{id}: the workspace, its members (owners first) and its newest ledger movements,
 * each naming the member it was for (`por`, also in a personal workspace).
 */
export const adminWorkspaceDetailsSchema = z.object({
  workspace: adminWorkspaceSchema,
  membros: z.array(workspaceMemberSchema),
  movimentos: z.array(creditHistoryItemSchema),
});
export type AdminWorkspaceDetails = z.infer<typeof adminWorkspaceDetailsSchema>;
