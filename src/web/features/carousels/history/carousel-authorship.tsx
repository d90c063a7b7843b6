import { Users } from 'lucide-react';
import { describeAuthorship } from '../../../../shared/workspaces/authorship';
import { useActiveWorkspaceId } from '../../../lib/active-workspace';
import { cn } from '../../../lib/cn';
import type { Carousel } from '../to-carousel';

/**
 * 'Criado por Ana · editado por Bruno · publicado por Ana' on a team's carousel (docs/workspaces.md, "Quem fez o
 * quê"); nothing in the personal workspace, where it is always its one member.
 */
export function CarouselAuthorship({
  authorship,
  className,
}: {
  authorship: Carousel['authorship'];
  className?: string;
}) {
  const team = useActiveWorkspaceId() !== null;
  const line = authorship ? describeAuthorship(authorship) : '';
  if (!team || line === '') return null;
  return (
    <p
      data-testid="carousel-authorship"
      className={cn('flex items-start gap-1.5 text-xs text-muted-foreground', className)}
    >
      <Users className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      <span>{line}</span>
    </p>
  );
}
