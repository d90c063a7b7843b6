import { humanizeCode } from '../humanize-code';
import type { KNOWN_LOG_ACTIONS } from './logs';

/**
 * What each log action code means, in the words an admin reads on screen. The code itself stays the stored
 * value, the filter's input and what the details dialog shows next to the label.
 */
export const LOG_ACTION_LABELS: Readonly<Record<(typeof KNOWN_LOG_ACTIONS)[number], string>> = {
  login: 'Login',
  cadastro: 'Cadastro',
  recuperar_senha: 'Recuperação de senha',
  redefinir_senha: 'Senha redefinida',
  alterar_nome: 'Nome alterado',
  alterar_senha: 'Senha alterada',
  encerrar_sessoes: 'Sessões encerradas',
  pedir_troca_email: 'Troca de e-mail pedida',
  alterar_email: 'E-mail alterado',
  excluir_propria_conta: 'Conta excluída pelo titular',
  criar_link_compartilhamento: 'Link de compartilhamento criado',
  revogar_link_compartilhamento: 'Link de compartilhamento revogado',
  criar_chave_api: 'Chave de API criada',
  revogar_chave_api: 'Chave de API revogada',
  criar_carrossel: 'Carrossel criado',
  erro_carrossel: 'Erro ao gerar carrossel',
  criar_pix: 'PIX gerado',
  pagamento: 'Pagamento',
  pagamento_confirmado: 'Pagamento confirmado',
  pagamento_estornado: 'Estorno confirmado pelo provedor',
  abrir_chamado: 'Chamado aberto',
  chamado_status: 'Status do chamado alterado',
  admin_bloquear_usuario: 'Usuário bloqueado',
  admin_ativar_usuario: 'Usuário ativado',
  admin_editar_usuario: 'Usuário editado',
  admin_excluir_usuario: 'Usuário excluído',
  admin_ajustar_creditos: 'Créditos ajustados',
  admin_estornar_pagamento: 'Pagamento estornado',
  admin_criar_template: 'Template criado',
  admin_editar_template: 'Template editado',
  admin_excluir_template: 'Template excluído',
  admin_reordenar_template: 'Template reordenado',
  instagram_conectado: 'Instagram conectado',
  instagram_desconectado: 'Instagram desconectado',
  instagram_token_renovado: 'Acesso ao Instagram renovado',
  instagram_reconectar: 'Instagram precisa ser reconectado',
  instagram_agendado: 'Publicação no Instagram agendada',
  instagram_cancelado: 'Publicação no Instagram cancelada',
  instagram_publicando: 'Publicação no Instagram iniciada',
  instagram_publicado: 'Publicado no Instagram',
  instagram_erro: 'Erro ao publicar no Instagram',
  linkedin_conectado: 'LinkedIn conectado',
  linkedin_desconectado: 'LinkedIn desconectado',
  linkedin_reconectar: 'LinkedIn precisa ser reconectado',
  linkedin_agendado: 'Publicação no LinkedIn agendada',
  linkedin_cancelado: 'Publicação no LinkedIn cancelada',
  linkedin_publicando: 'Publicação no LinkedIn iniciada',
  linkedin_publicado: 'Publicado no LinkedIn',
  linkedin_erro: 'Erro ao publicar no LinkedIn',
};

export function getLogActionLabel(code: string): string {
  return Object.hasOwn(LOG_ACTION_LABELS, code)
    ? LOG_ACTION_LABELS[code as keyof typeof LOG_ACTION_LABELS]
    : humanizeCode(code);
}
