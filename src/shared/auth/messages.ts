/** The auth texts the server answers and the web app shows (one home for both). */
export const AUTH_ERRORS = {
  invalidCredentials: 'E-mail ou senha incorretos.',
  emailTaken: 'Este e-mail já está cadastrado. Entre na sua conta ou recupere a senha.',
  notConfirmed: 'Confirme seu e-mail para entrar. Enviamos um link de confirmação para o seu endereço.',
  blocked: 'Sua conta está bloqueada. Fale com o suporte.',
  sessionNotFound: 'Sessão expirada. Faça login novamente.',
  linkInvalid: 'Link inválido. Confira se copiou o endereço completo.',
  linkExpired: 'Este link expirou ou já foi usado. Peça um novo.',
} as const;
