import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog';

/**
 * The frame of the admin lists' 'Ver detalhes' dialogs (content, logs, users): open while a row is chosen,
 * closed by its 'Fechar' button or Escape, a title and a line naming the row, then the row's details.
 */
export function DetailsDialog<T>({
  item,
  onClose,
  title,
  description,
  className,
  descriptionClassName,
  children,
}: {
  /** The row shown; null closes the dialog. */
  item: T | null;
  onClose: () => void;
  title: ReactNode;
  /** Read while the dialog closes too, when `item` is already null. */
  description: ReactNode;
  className?: string;
  descriptionClassName?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
        </DialogHeader>
        {item !== null ? children(item) : null}
      </DialogContent>
    </Dialog>
  );
}

/** One labelled value of a details dialog's `<dl>`: the label small and upper case above the value. */
export function Detail({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('grid gap-0.5', className)}>
      <dt className="text-xs font-medium text-muted-foreground uppercase">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words">{children}</dd>
    </div>
  );
}
