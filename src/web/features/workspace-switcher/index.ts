/**
 * The header's workspace switcher and its "Criar espaço de equipe" dialog (docs/workspaces.md, "Espaço ativo").
 * The active workspace itself lives in src/web/lib/active-workspace.ts; its role and balance in `useAuth()`.
 */
export { WorkspaceSwitcher } from './workspace-switcher';
