import { Badge } from '../../../components/ui/badge';

/** 'Pessoal' (an account's own workspace) or 'Equipe' (a team's). */
export function WorkspaceTypeBadge({ pessoal }: { pessoal: boolean }) {
  return <Badge variant={pessoal ? 'secondary' : 'info'}>{pessoal ? 'Pessoal' : 'Equipe'}</Badge>;
}
