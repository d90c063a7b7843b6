import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  icon?: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  /** A button or link, e.g. 'Criar Carrossel'. */
  action?: ReactNode;
  /** Heading element of the title; keep the page's heading order (default h2). */
  titleAs?: 'h2' | 'h3' | 'p';
};

/** "Nothing here yet" block for empty lists and searches without results. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  titleAs: Title = 'h2',
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed bg-card/60 px-6 py-12 text-center',
        className,
      )}
      {...props}
    >
      {Icon ? (
        <div className="mb-1 flex size-12 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground">
          <Icon className="size-6" aria-hidden="true" />
        </div>
      ) : null}
      <Title className="text-base font-semibold text-foreground">{title}</Title>
      {description ? <p className="max-w-sm text-sm text-muted-foreground">{description}</p> : null}
      {action ? <div className="mt-2 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  );
}
