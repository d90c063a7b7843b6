import type { WorkspaceRole } from '../../../shared/workspaces/roles';
import { useAuth } from '../../features/auth';

export interface LayoutSession {
  name: string;
  email: string;
  isAdmin: boolean;
  /** A signed-in session exists (the support call falls back to a stored token without one). */
  hasSession: boolean;
  /** The balance shown in the sidebar and the bottom bar (0 while unknown). */
  credits: number;
  /** Whether the caller's role in the active workspace takes `needed` (menus leave out what it does not). */
  may: (needed: WorkspaceRole) => boolean;
  /** Ends the session; the auth layer then takes the user to /login. */
  signOut: () => Promise<void>;
}

/** The one place the layout reads the auth layer, so its shape changes touch a single file. */
export function useLayoutSession(): LayoutSession {
  const { user, session, credits, isAdmin, may, signOut } = useAuth();
  return {
    name: user?.nome ?? '',
    email: user?.email ?? '',
    isAdmin,
    hasSession: session !== null,
    credits,
    may,
    signOut,
  };
}
