import { formatDateTime } from '../dates';
import { NETWORK_LABELS } from '../publishing/schema';
import { WORKSPACE_ACTIVITY_MESSAGES, type WorkspaceActivity } from './activity';
import { WORKSPACE_ROLE_LABELS } from './roles';

/*
 * The owner's activity list in words. Apart from activity.ts, whose schema the workspace endpoints (and so the
 * app's entry) carry: the date formatting here would otherwise ride into every signed-in first visit.
 */

const quoted = (tema: string | null) => (tema ? `“${tema}”` : 'sem tema');

/** What happened, after the actor's name: 'criou o carrossel “Dicas de verão”', 'comprou 10 créditos'. */
export function describeActivity(entry: WorkspaceActivity): string {
  const tema = quoted(entry.carrossel?.tema ?? null);
  const membro = entry.membro ?? WORKSPACE_ACTIVITY_MESSAGES.removedAccount;
  const papel = entry.papel ? WORKSPACE_ROLE_LABELS[entry.papel] : null;
  switch (entry.tipo) {
    case 'carrossel_criado':
      return `criou o carrossel ${tema}`;
    case 'carrossel_editado':
      return `editou o carrossel ${tema}`;
    case 'carrossel_excluido':
      return `excluiu o carrossel ${tema}`;
    case 'carrossel_publicado':
      return `publicou o carrossel ${tema}${entry.rede ? ` no ${NETWORK_LABELS[entry.rede]}` : ''}`;
    case 'creditos_comprados':
      return entry.creditos === 1 ? 'comprou 1 crédito' : `comprou ${entry.creditos ?? 0} créditos`;
    case 'membro_entrou':
      return papel ? `entrou no espaço como ${papel}` : 'entrou no espaço';
    case 'membro_removido':
      return `removeu ${membro} do espaço`;
    case 'membro_saiu':
      return 'saiu do espaço';
    case 'papel_alterado':
      return papel ? `mudou o papel de ${membro} para ${papel}` : `mudou o papel de ${membro}`;
  }
}

/** One entry as the list shows it: when (on a São Paulo clock), who ('Alguém' once the account is gone), what. */
export function formatActivity(entry: WorkspaceActivity): { quando: string; ator: string; acao: string } {
  return {
    quando: formatDateTime(entry.em),
    ator: entry.ator ?? WORKSPACE_ACTIVITY_MESSAGES.someone,
    acao: describeActivity(entry),
  };
}
