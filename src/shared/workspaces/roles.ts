/**
 * A workspace member's role (docs/workspaces.md): `dono` manages members, billing, the name and deletion;
 * `editor` creates, edits, publishes, spends and buys credits; `leitor` sees, downloads and shares. Each role
 * can do everything the roles after it can.
 */
export const WORKSPACE_ROLES = ['dono', 'editor', 'leitor'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

export const WORKSPACE_ROLE_LABELS: Record<WorkspaceRole, string> = {
  dono: 'Dono',
  editor: 'Editor',
  leitor: 'Leitor',
};

/** What each role may do, as the members screen explains it. */
export const WORKSPACE_ROLE_HINTS: Record<WorkspaceRole, string> = {
  dono: 'Gerencia membros, compras, o nome e a exclusão do espaço.',
  editor: 'Cria, edita e publica carrosséis, usa e compra créditos.',
  leitor: 'Vê, baixa e compartilha os carrosséis.',
};

/** Whether `role` may do what `needed` may (dono > editor > leitor). */
export const roleAtLeast = (role: WorkspaceRole, needed: WorkspaceRole): boolean =>
  WORKSPACE_ROLES.indexOf(role) <= WORKSPACE_ROLES.indexOf(needed);

/** The header naming the active workspace on every API call; without it, the caller's personal workspace. */
export const WORKSPACE_HEADER = 'X-Workspace-Id';

/** The name every account's own workspace is created with. */
export const PERSONAL_WORKSPACE_NAME = 'Pessoal';

/** Members one workspace may have unless the operator sets WORKSPACE_MAX_MEMBERS. */
export const DEFAULT_MAX_WORKSPACE_MEMBERS = 20;

/** How long an invitation link stays valid. */
export const INVITE_VALID_DAYS = 7;
