import type { SupportTicketStatus } from '../../../../shared/constants';
import { SUPPORT_STATUS_LABELS } from '../../../../shared/support/messages';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';

const STATUS_VARIANTS: Record<SupportTicketStatus, BadgeVariant> = {
  new: 'warning',
  ack_sent: 'info',
  in_progress: 'default',
  resolved: 'success',
  closed: 'secondary',
};

export function TicketStatusBadge({ status }: { status: SupportTicketStatus }) {
  return <Badge variant={STATUS_VARIANTS[status]}>{SUPPORT_STATUS_LABELS[status]}</Badge>;
}
