import { USER_STATUS_LABELS } from '../../../../shared/admin/users';
import type { UserStatus } from '../../../../shared/constants';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';

const USER_STATUS_VARIANTS: Record<UserStatus, BadgeVariant> = {
  ativo: 'success',
  bloqueado: 'destructive',
  pendente: 'warning',
};

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return <Badge variant={USER_STATUS_VARIANTS[status]}>{USER_STATUS_LABELS[status]}</Badge>;
}
