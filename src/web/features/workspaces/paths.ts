/** The workspace settings screen's address (the header's switcher links to it). */
export const WORKSPACE_SETTINGS_ROUTE = '/espaco/:id';
export const workspaceSettingsPath = (id: string) => `/espaco/${id}`;
