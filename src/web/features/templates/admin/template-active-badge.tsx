import { Badge } from '../../../components/ui/badge';

export function TemplateActiveBadge({ ativo }: { ativo: boolean }) {
  return <Badge variant={ativo ? 'success' : 'secondary'}>{ativo ? 'Ativo' : 'Inativo'}</Badge>;
}
