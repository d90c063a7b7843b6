/** The texts of /conta that the server and the web app both say. */
export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: 'Informe a sua senha atual.',
  currentPasswordWrong: 'Senha atual incorreta.',
  samePassword: 'A nova senha deve ser diferente da atual.',
  passwordChanged: 'Senha alterada. Os outros dispositivos foram desconectados.',
  sessionNotFound: 'Sessão não encontrada. Ela pode já ter sido encerrada.',
  currentSession: 'Esta é a sessão deste dispositivo: para sair dela, use "Sair".',
} as const;
