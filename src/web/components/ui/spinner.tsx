import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

export type SpinnerProps = {
  /** Announced to screen readers (role="status"). */
  label?: string;
  /**
   * Only draws the icon, hidden from assistive tech. Use it when the busy state is already
   * announced nearby (a button with `loading`, a visible 'Carregando...' text).
   */
  decorative?: boolean;
  /** Classes for the icon (size, color). */
  className?: string;
};

/** Spinning loader icon with a screen-reader label. */
export function Spinner({ label = 'Carregando...', decorative = false, className }: SpinnerProps) {
  const icon = (
    <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin text-primary', className)} />
  );
  if (decorative) return icon;
  return (
    <span data-slot="spinner" role="status" className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
