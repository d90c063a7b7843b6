import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** Surface for a group of content. Compose with the Card* parts below. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn(
        'flex flex-col gap-(--card-p) rounded-xl border bg-card py-(--card-p) text-card-foreground shadow-soft',
        // One padding variable for the card and its parts, so `py-0` / `px-0` overrides work at every size.
        '[--card-p:--spacing(5)] sm:[--card-p:--spacing(6)]',
        className,
      )}
      {...props}
    />
  );
}

/** Title + description; an optional `CardAction` sits top-right. */
export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-header"
      className={cn(
        'grid auto-rows-min grid-rows-[auto_auto] items-start gap-1.5 px-(--card-p)',
        'has-data-[slot=card-action]:grid-cols-[1fr_auto] [.border-b]:pb-(--card-p)',
        className,
      )}
      {...props}
    />
  );
}

export type CardTitleProps = ComponentProps<'h2'> & {
  /** Renders the child element instead (e.g. `<h3>`) to keep the page's heading order. */
  asChild?: boolean;
};

/** An `<h2>` by default; use `asChild` with another heading level when nested deeper. */
export function CardTitle({ className, asChild = false, ...props }: CardTitleProps) {
  const Comp = asChild ? Slot.Root : 'h2';
  return (
    <Comp
      data-slot="card-title"
      className={cn('text-lg font-semibold leading-tight tracking-tight', className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}

/** Top-right slot of the header (a button, a badge). */
export function CardAction({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-action"
      className={cn('col-start-2 row-span-2 row-start-1 self-start justify-self-end', className)}
      {...props}
    />
  );
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-(--card-p)', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-footer"
      className={cn('flex flex-wrap items-center gap-2 px-(--card-p) [.border-t]:pt-(--card-p)', className)}
      {...props}
    />
  );
}
