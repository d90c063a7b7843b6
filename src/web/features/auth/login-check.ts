import { AUTH_MESSAGES } from '../../../shared/auth/messages';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../../shared/constants';

/**
 * The login form's check in the browser, without zod: the login screen is the first page most visits load and
 * its JavaScript budget has no room for a schema library (docs/decisions/0018-fast-on-a-phone.md). It gives the
 * same verdict and messages as the shared `loginBodySchema` for what people type (its test compares the two); the
 * server still applies the schema itself, and its answer is shown as it comes.
 */
export interface LoginValues {
  email: string;
  senha: string;
}
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** zod's own e-mail pattern (`z.email()`), so both sides accept the same addresses. */
const EMAIL =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The fields' errors (empty when the form may be sent) and the body to send: the e-mail trimmed and lower-cased. */
export function checkLogin(values: LoginValues): { errors: LoginErrors; body: LoginValues } {
  const email = values.email.trim().toLowerCase();
  const errors: LoginErrors = {};
  if (!EMAIL.test(email) || email.length > 320) errors.email = AUTH_MESSAGES.invalidEmail;
  if (values.senha.length < MIN_PASSWORD_LENGTH) errors.senha = AUTH_MESSAGES.shortPassword;
  else if (values.senha.length > MAX_PASSWORD_LENGTH)
    errors.senha = `Senha deve ter no máximo ${MAX_PASSWORD_LENGTH} caracteres`;
  return { errors, body: { email, senha: values.senha } };
}
