import { UPLOAD_MESSAGES } from '../uploads';

/**
 * The pt-BR texts of the admin area (docs/product-rules.md §5 and §8), shared by the API, the screens and the tests, so
 * a wording change happens in one place.
 */
export const ADMIN_MESSAGES = {
  noSession: 'Sem sessão de administrador',
  userNotFound: 'Usuário não encontrado.',
  emailTaken: 'Este e-mail já está em uso por outro usuário.',
  invalidRole: 'Tipo deve ser admin ou cliente.',
  invalidStatus: 'Status deve ser ativo, bloqueado ou pendente.',
  invalidToggleStatus: 'Status deve ser ativo ou bloqueado.',
  adjustmentAmountInvalid: 'Informe uma quantidade inteira diferente de zero, entre -10.000 e 10.000.',
  adjustmentReasonRequired: 'Informe o motivo do ajuste.',
  adjustmentReasonTooShort: 'Descreva o motivo do ajuste com pelo menos 5 caracteres.',
  adjustmentReasonTooLong: 'O motivo deve ter no máximo 200 caracteres.',
  adjustmentForAdmin: 'Administradores não têm saldo de créditos.',
  adjustmentBelowZero: (saldo: number) =>
    `O ajuste deixaria o saldo negativo: o saldo atual é de ${saldo} ${saldo === 1 ? 'crédito' : 'créditos'}.`,
  workspaceNotFound: 'Espaço de trabalho não encontrado.',
  workspaceWithoutOwner: 'Este espaço de trabalho não tem dono: não há conta a quem atribuir o ajuste.',
  selfBlock: 'Você não pode bloquear a sua própria conta.',
  selfDeactivate: 'Você não pode tirar a sua própria conta do status ativo.',
  selfDemote: 'Você não pode remover o seu próprio acesso de administrador.',
  selfDelete: 'Você não pode excluir a sua própria conta.',
  lastAdmin: 'Não é possível remover o último administrador ativo. Promova outro usuário antes.',
  invalidUserId: 'ID de usuário inválido.',
  carouselNotFound: 'Carrossel não encontrado.',
  templateNotFound: 'Template não encontrado.',
  templateNameRequired: 'O nome é obrigatório.',
  templateNameTooLong: 'O nome deve ter no máximo 255 caracteres.',
  templateTypeRequired: 'O tipo é obrigatório.',
  templateTypeTooLong: 'O tipo deve ter no máximo 50 caracteres.',
  templateDescriptionTooLong: 'A descrição deve ter no máximo 1000 caracteres.',
  templateOrderInvalid: 'A ordem deve ser um número inteiro maior ou igual a 0.',
  templateActiveInvalid: 'Ativo deve ser true ou false.',
  templateImageRequired: 'A imagem é obrigatória.',
  templateImageInvalid: 'Envie um arquivo de imagem PNG, JPEG ou WebP.',
  templateImageTooBig: UPLOAD_MESSAGES.tooBig,
  templateDirectionInvalid: 'Direção deve ser up ou down.',
  templateMultipart: 'Envie o formulário como multipart/form-data.',
} as const;

/** Toasts of the admin screens, word for word from docs/product-rules.md §8. */
export const ADMIN_TOASTS = {
  statusUpdated: 'Status atualizado com sucesso!',
  statusFailed: 'Erro ao atualizar status',
  creditsUpdated: 'Créditos atualizados com sucesso!',
  creditsFailed: 'Erro ao ajustar créditos',
  userUpdated: 'Usuário atualizado com sucesso!',
  userUpdateFailed: 'Erro ao atualizar usuário',
  userDeleted: 'Usuário excluído com sucesso!',
  userDeleteFailed: 'Erro ao excluir usuário',
  usersFetchFailed: (serverText: string) => `Falha ao buscar usuários: ${serverText}`,
  templateCreated: 'Template criado com sucesso!',
  templateUpdated: 'Template atualizado com sucesso!',
  templateDeleted: 'Template excluído com sucesso!',
  templateCreateFailed: 'Erro ao criar template',
  templateUpdateFailed: 'Erro ao atualizar template',
  templateDeleteFailed: 'Erro ao excluir template',
  templateDeleting: 'Excluindo template…',
  templateRemoving: (nome: string) => `Removendo "${nome}".`,
  copied: 'Copiado',
  detailsCopied: 'Detalhes copiados para a área de transferência.',
  downloadFailed: 'Falha ao baixar.',
  noFileTitle: 'Sem arquivo',
  noFileDescription: 'Nenhum .zip disponível para este carrossel.',
  errorCopied: 'Erro copiado para a área de transferência.',
} as const;

/** What each admin action writes in `logs.acao`: who did what to whom. */
export const ADMIN_LOG_ACTIONS = {
  blockUser: 'admin_bloquear_usuario',
  activateUser: 'admin_ativar_usuario',
  editUser: 'admin_editar_usuario',
  deleteUser: 'admin_excluir_usuario',
  setCredits: 'admin_ajustar_creditos',
  createTemplate: 'admin_criar_template',
  updateTemplate: 'admin_editar_template',
  deleteTemplate: 'admin_excluir_template',
  reorderTemplate: 'admin_reordenar_template',
} as const;
