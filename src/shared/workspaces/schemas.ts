import { z } from 'zod';
import { emailSchema } from '../auth/schemas';
import { textSchema } from '../text';
import { WORKSPACE_MESSAGES } from './messages';
import { WORKSPACE_ROLES } from './roles';

export const workspaceRoleSchema = z.enum(WORKSPACE_ROLES, { error: WORKSPACE_MESSAGES.roleRequired });

export const workspaceNameSchema = textSchema({ error: WORKSPACE_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: WORKSPACE_MESSAGES.nameRequired })
  .max(60, { error: WORKSPACE_MESSAGES.nameTooLong });

export const workspaceIdParamsSchema = z.object({ id: z.uuid({ error: WORKSPACE_MESSAGES.notFound }) });

/** A workspace as its member sees it: the caller's role and the workspace's balance. */
export const workspaceSchema = z.object({
  id: z.uuid(),
  nome: z.string(),
  papel: workspaceRoleSchema,
  saldo: z.number().int(),
  /** The account's own workspace ("Pessoal"): never shared, never deleted. */
  pessoal: z.boolean(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

/** GET /api/workspaces: the personal workspace first, then the teams by name. */
export const workspaceListSchema = z.object({ items: z.array(workspaceSchema) });
export type WorkspaceList = z.infer<typeof workspaceListSchema>;

/** POST /api/workspaces and PATCH /api/workspaces/:id. */
export const workspaceNameBodySchema = z.object({ nome: workspaceNameSchema });

/** DELETE /api/workspaces/:id: the name typed again (required when the balance is positive: it is lost). */
export const deleteWorkspaceBodySchema = z.object({ confirmacao: z.string().max(200).optional() }).optional();

export const workspaceMemberSchema = z.object({
  /** The member's user id. */
  id: z.uuid(),
  nome: z.string(),
  email: z.string(),
  papel: workspaceRoleSchema,
  /** When the member joined (ISO 8601). */
  desde: z.string(),
});
export type WorkspaceMember = z.infer<typeof workspaceMemberSchema>;
export const workspaceMemberListSchema = z.object({ items: z.array(workspaceMemberSchema) });

export const memberParamsSchema = z.object({
  id: z.uuid({ error: WORKSPACE_MESSAGES.notFound }),
  userId: z.uuid({ error: WORKSPACE_MESSAGES.memberNotFound }),
});
export const memberRoleBodySchema = z.object({ papel: workspaceRoleSchema });

/** POST /api/workspaces/:id/invites. */
export const inviteBodySchema = z.object({ email: emailSchema, papel: workspaceRoleSchema });

/** An invitation still waiting (never its token: only the e-mail carries the link). */
export const workspaceInviteSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  papel: workspaceRoleSchema,
  /** When the link stops working (ISO 8601). */
  expira_em: z.string(),
});
export type WorkspaceInvite = z.infer<typeof workspaceInviteSchema>;
export const workspaceInviteListSchema = z.object({ items: z.array(workspaceInviteSchema) });
export const inviteParamsSchema = z.object({
  id: z.uuid({ error: WORKSPACE_MESSAGES.notFound }),
  inviteId: z.uuid({ error: WORKSPACE_MESSAGES.inviteInvalid }),
});

/** The /convite/{token} page's token, sent in the body (never in an address the server logs). */
export const inviteTokenBodySchema = z.object({
  token: textSchema({ error: WORKSPACE_MESSAGES.inviteInvalid })
    .min(1, { error: WORKSPACE_MESSAGES.inviteInvalid })
    .max(200, { error: WORKSPACE_MESSAGES.inviteInvalid }),
});

/** What the /convite page shows before accepting. */
export const invitePreviewSchema = z.object({
  workspace: z.string(),
  convidado_por: z.string(),
  email: z.string(),
  papel: workspaceRoleSchema,
  expira_em: z.string(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;
