import { PERSONAL_WORKSPACE_NAME, WORKSPACE_ROLE_LABELS } from '../../../shared/workspaces/roles';
import type { Workspace } from '../../../shared/workspaces/schemas';

/** The workspace's settings screen (members, invitations, name): /espaco/:id. */
export const workspaceSettingsPath = (id: string) => `/espaco/${id}`;

/** How the switcher names a workspace: "Pessoal" for the account's own, and "Dono · 12 créditos" under it. */
export function describeWorkspace(workspace: Pick<Workspace, 'nome' | 'papel' | 'saldo' | 'pessoal'>) {
  const credits = workspace.saldo === 1 ? '1 crédito' : `${workspace.saldo} créditos`;
  return {
    name: workspace.pessoal ? PERSONAL_WORKSPACE_NAME : workspace.nome,
    detail: `${WORKSPACE_ROLE_LABELS[workspace.papel]} · ${credits}`,
  };
}
