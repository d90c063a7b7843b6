import { RegisterScreen } from '../features/auth/pages/register-page';
import { mountLightEntry } from './light-entry';

/**
 * The light entry of a first visit to /register (register.html, light-entry.tsx): the sign-up screen alone. Its
 * success shows 'Confirme seu e-mail' in place, as in the app; only a tab already signed in leaves for the app.
 */
mountLightEntry(<RegisterScreen />);
