import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from './auth-context';

/** The signed-in user and the session actions. Must be used under `AuthProvider`. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth precisa estar dentro de <AuthProvider>.');
  return value;
}
