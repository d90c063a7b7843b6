import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type PageHeaderProps = Omit<ComponentProps<'header'>, 'title'> & {
  /** The page's only `<h1>`. */
  title: ReactNode;
  description?: ReactNode;
  /** Buttons on the right (below the title on phones). */
  actions?: ReactNode;
};

/** A page's own title and line of description, known before its code runs (the page's shell, app/page-shell.tsx). */
export type PageHeaderText = { readonly title: string; readonly description: string };

/** Top of every page: h1, a line of description and the page actions. */
export function PageHeader({ title, description, actions, className, ...props }: PageHeaderProps) {
  return (
    <header
      data-slot="page-header"
      className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}
      {...props}
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{title}</h1>
        {description ? (
          <p className="max-w-2xl text-sm text-muted-foreground sm:text-base">{description}</p>
        ) : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  );
}
