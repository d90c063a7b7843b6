import type { LoginBody } from '../../shared/auth/schemas';
import { LoginScreen } from '../features/auth/pages/login-page';
import { auth, leaveFor, mountLightEntry, navigationState } from './light-entry';

/**
 * The light entry of a first visit to /login (login.html, light-entry.tsx): the login screen alone; signed in,
 * it leaves for where the user was going, or the dashboard.
 */
async function signIn(credentials: LoginBody): Promise<void> {
  const { pathAfterSignIn, signInOutsideApp } = await auth();
  await signInOutsideApp(credentials);
  leaveFor(pathAfterSignIn(navigationState()));
}

mountLightEntry(<LoginScreen signIn={signIn} />);
