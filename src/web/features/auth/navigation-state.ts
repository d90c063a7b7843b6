/**
 * History state the auth screens pass along: the guard's `from` (where to go after signing in) survives a
 * detour through /register, and register -> login prefills the e-mail just used.
 */
export function getPrefilledEmail(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('email' in state)) return null;
  return typeof state.email === 'string' ? state.email : null;
}

/** The current state plus `extra`, keeping whatever else (e.g. `from`) it carried. */
export function extendNavigationState(
  state: unknown,
  extra: Record<string, unknown>,
): Record<string, unknown> {
  return typeof state === 'object' && state !== null ? { ...state, ...extra } : { ...extra };
}
