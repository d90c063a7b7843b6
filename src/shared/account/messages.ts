/** The texts of /conta that the server and the web app both say. */
export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: 'Informe a sua senha atual.',
  currentPasswordWrong: 'Senha atual incorreta.',
  samePassword: 'A nova senha deve ser diferente da atual.',
  passwordChanged: 'Senha alterada. Os outros dispositivos foram desconectados.',
  sessionNotFound: 'Sessão não encontrada. Ela pode já ter sido encerrada.',
  currentSession: 'Esta é a sessão deste dispositivo: para sair dela, use "Sair".',
  preferenceInvalid: 'Escolha ligado ou desligado.',
  sameEmail: 'Este já é o e-mail da sua conta.',
  emailTaken: 'Este e-mail já pertence a outra conta.',
  emailChangeSent:
    'Enviamos um link de confirmação para o novo e-mail. A troca só acontece quando você abrir o link.',
  emailChanged: 'Use o novo endereço para entrar a partir de agora.',
} as const;
