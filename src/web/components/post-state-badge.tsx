import { POST_STATE_LABELS, type PostState } from '../../shared/publishing/schema';
import { Badge, type BadgeVariant } from './ui/badge';
import { Spinner } from './ui/spinner';

const BADGE_BY_STATE: Record<PostState, BadgeVariant> = {
  agendado: 'info',
  publicando: 'warning',
  verificando: 'warning',
  publicado: 'success',
  erro: 'destructive',
  cancelado: 'secondary',
};

/** A post's state (either network), with a spinner while it is moving. */
export function PostStateBadge({ state, testId }: { state: PostState; testId?: string }) {
  return (
    <Badge variant={BADGE_BY_STATE[state]} data-testid={testId}>
      {state === 'publicando' || state === 'verificando' ? <Spinner decorative className="size-3" /> : null}
      {POST_STATE_LABELS[state]}
    </Badge>
  );
}
