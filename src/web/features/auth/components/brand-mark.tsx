import { Link } from 'react-router';
import { cn } from '../../../lib/cn';

/** Logo + wordmark, linking to the login screen. `inverted` sits on the brand gradient. */
export function BrandMark({ inverted = false, className }: { inverted?: boolean; className?: string }) {
  return (
    <Link
      to="/login"
      className={cn(
        'inline-flex items-center gap-3 rounded-lg font-semibold tracking-tight',
        inverted ? 'text-white focus-visible:outline-white' : 'text-foreground',
        className,
      )}
    >
      <span
        className={cn(
          'flex size-11 items-center justify-center rounded-xl',
          inverted ? 'bg-white shadow-lg shadow-black/10' : 'bg-card shadow-soft ring-1 ring-border',
        )}
      >
        <img src="/logo.webp" alt="" width={36} height={36} className="size-9" />
      </span>
      <span className="text-xl">Carrossel</span>
    </Link>
  );
}
