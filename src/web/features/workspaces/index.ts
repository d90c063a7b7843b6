/** The workspaces feature's public surface: its pages (composed under src/web/app/routes) and its paths. */
export { InvitePage } from './invite-page';
export { WORKSPACE_SETTINGS_ROUTE, workspaceSettingsPath } from './paths';
export { WorkspaceSettingsPage } from './workspace-settings-page';
