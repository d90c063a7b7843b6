/**
 * What other features and the app shell use from auth. Pages are not exported: the router loads them lazily.
 *
 * - `useAuth()` -> { status, isLoading, user, credits, workspaces, workspace, activeWorkspaceId,
 *   may, isAdmin, session, signIn, signOut, refreshMe, getAccessToken }
 * - `AuthProvider` (app root), `RequireAuth` / `RequireAdmin` / `RequireGuest` (layout routes)
 * - `useMayEdit`, `ReaderNote`, `EditorOnlyPage`: what a leitor of the active workspace sees instead of an
 *   editor's actions (docs/workspaces.md)
 * - `signInOutsideApp`, `whenAlreadySignedIn`, `pathAfterSignIn`: the light login entry's session work
 */
export type { AuthContextValue } from './auth-context';
export { AuthProvider, type AuthProviderProps } from './auth-provider';
export type { AuthStatus } from './auth-status';
export { EditorOnlyPage, ReaderNote, useMayEdit } from './editor-only';
export { CHECKING_SESSION, RedirectToSignIn, RequireAdmin, RequireAuth, RequireGuest } from './guards';
export { pathAfterSignIn, signInOutsideApp, whenAlreadySignedIn } from './login-entry-session';
export { useAuth } from './use-auth';
