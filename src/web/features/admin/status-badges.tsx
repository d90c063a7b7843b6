import { Badge, type BadgeVariant } from '../../components/ui/badge';

const USER_STATUS_DISPLAY: Record<string, { label: string; variant: BadgeVariant }> = {
  ativo: { label: 'Ativo', variant: 'success' },
  bloqueado: { label: 'Bloqueado', variant: 'destructive' },
  pendente: { label: 'Pendente', variant: 'warning' },
};

export function UserStatusBadge({ status }: { status: string }) {
  const display = USER_STATUS_DISPLAY[status] ?? { label: status, variant: 'outline' as const };
  return <Badge variant={display.variant}>{display.label}</Badge>;
}

export function TemplateActiveBadge({ ativo }: { ativo: boolean }) {
  return <Badge variant={ativo ? 'success' : 'secondary'}>{ativo ? 'Ativo' : 'Inativo'}</Badge>;
}
