import { MIN_NAME_LENGTH, MIN_PASSWORD_LENGTH } from '../constants';

/** The auth texts: the forms' validation and the server's answers, shown alike by the web app. */
export const AUTH_ERRORS = {
  invalidCredentials: 'E-mail ou senha incorretos.',
  emailTaken: 'Este e-mail já está cadastrado. Entre na sua conta ou recupere a senha.',
  notConfirmed: 'Confirme seu e-mail para entrar. Enviamos um link de confirmação para o seu endereço.',
  blocked: 'Sua conta está bloqueada. Fale com o suporte.',
  sessionNotFound: 'Sessão expirada. Faça login novamente.',
  accountThrottled: 'Muitas tentativas de entrar nesta conta.',
  linkInvalid: 'Link inválido. Confira se copiou o endereço completo.',
  linkExpired: 'Este link expirou ou já foi usado. Peça um novo.',
} as const;

/** The form and API validation messages of sign-up, sign-in and the e-mail links. */
export const AUTH_MESSAGES = {
  invalidEmail: 'E-mail inválido',
  shortPassword: `Senha deve ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres`,
  shortName: `Nome deve ter pelo menos ${MIN_NAME_LENGTH} caracteres`,
  passwordsDiffer: 'As senhas não coincidem.',
  tokenRequired: 'Link inválido.',
} as const;
