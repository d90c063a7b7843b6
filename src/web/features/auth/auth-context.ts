import { createContext } from 'react';
import type { LoginBody, Session, User } from '../../../shared/auth/schemas';
import type { WorkspaceRole } from '../../../shared/workspaces/roles';
import type { Workspace } from '../../../shared/workspaces/schemas';
import type { AuthStatus } from './auth-status';

export interface AuthContextValue {
  status: AuthStatus;
  /** True while the status is unknown (session being checked or `me` loading). */
  isLoading: boolean;
  user: User | null;
  /** The active workspace's credit balance; 0 when absent (docs/product-rules.md §3, docs/workspaces.md). */
  credits: number;
  /** The caller's workspaces (GET /api/workspaces), the personal one first; empty for admins and while loading. */
  workspaces: readonly Workspace[];
  /** The active workspace with the caller's role and its balance; null while the list loads. */
  workspace: Workspace | null;
  /** The active workspace's id (lib/active-workspace.ts): null for the personal one. */
  activeWorkspaceId: string | null;
  /** Whether the caller's role in the active workspace takes `needed` (screens hide what it does not). */
  may: (needed: WorkspaceRole) => boolean;
  isAdmin: boolean;
  session: Session | null;
  /** Signs in and resolves once `me` has loaded, so the next screen sees an authenticated user. */
  signIn: (credentials: LoginBody) => Promise<void>;
  /** Revokes the refresh token, forgets the session and the cached data, and goes to /login. */
  signOut: () => Promise<void>;
  /** Refetches `me` (name, role, credits), e.g. after a purchase. */
  refreshMe: () => Promise<void>;
  /** A valid access token (refreshed first when due), for calls that cannot go through apiRequest (SSE). */
  getAccessToken: () => Promise<string | null>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
