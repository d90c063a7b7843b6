import { WORKSPACE_ROLE_LABELS, type WorkspaceRole } from './roles';

/** What the workspace screens and the API answer, in one place. */
export const WORKSPACE_MESSAGES = {
  notFound: 'Espaço de trabalho não encontrado (ou você não faz parte dele).',
  nameRequired: 'Dê um nome ao espaço de trabalho (por exemplo, o nome do cliente ou da agência).',
  nameTooLong: 'O nome do espaço pode ter até 60 caracteres.',
  roleRequired: 'Escolha o papel: Dono, Editor ou Leitor.',
  roleTooLow: (needed: WorkspaceRole) =>
    `Seu papel neste espaço não permite esta ação (é preciso ser ${WORKSPACE_ROLE_LABELS[needed]}).`,
  /** Where an editor's actions would be, for a leitor (the screens hide them; the server refuses them anyway). */
  readerOnly:
    'Seu papel neste espaço é leitor: você vê, baixa e compartilha. Para criar, editar ou publicar, peça a um editor.',
  readerOnlyTitle: 'Somente leitura neste espaço',
  personalNotShared: 'O espaço Pessoal é só seu: crie um espaço de equipe para convidar pessoas.',
  personalNotDeleted: 'O espaço Pessoal não pode ser excluído: ele acompanha a sua conta.',
  lastOwner: 'O espaço precisa de pelo menos um dono. Torne outra pessoa dona antes.',
  memberNotFound: 'Membro não encontrado neste espaço.',
  alreadyMember: 'Esta pessoa já faz parte do espaço.',
  membersFull: (max: number) => `O espaço já tem ${max} membros, o máximo permitido.`,
  inviteInvalid: 'Convite não encontrado. Peça um novo convite a quem convidou você.',
  inviteExpired: 'Este convite expirou ou já foi usado. Peça um novo a quem convidou você.',
  inviteOtherEmail: (email: string) =>
    `Este convite foi enviado para ${email}. Entre com essa conta para aceitá-lo.`,
  tooManyTeams: (max: number) =>
    `Você já é dono de ${max} espaços de equipe. Exclua um antes de criar outro.`,
  soleOwner: (nome: string) =>
    `Você é o único dono do espaço "${nome}", que tem outros membros. Torne outra pessoa dona ou exclua o espaço antes de excluir sua conta.`,
  /** The same refusal, to an admin deleting the account. */
  userIsSoleOwner: (nome: string) =>
    `Este usuário é o único dono do espaço "${nome}", que tem outros membros. Torne outra pessoa dona ou exclua o espaço antes de excluir a conta.`,
  confirmNameMismatch: 'Digite o nome do espaço exatamente como aparece para confirmar.',
} as const;
