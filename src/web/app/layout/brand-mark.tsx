import { Link } from 'react-router';
import { cn } from '../../lib/cn';

/** What the brand says under its name to a cliente (the admin's frame says 'Administração'). */
export const BRAND_SUBTITLE = 'Carrosséis com IA';

/** Logo and name, linking home. */
export function BrandMark({ className, subtitle }: { className?: string; subtitle?: string }) {
  return (
    <Link
      to="/dashboard"
      className={cn('flex min-w-0 items-center gap-2.5 rounded-lg', className)}
      aria-label="Carrossel, ir para o Dashboard"
    >
      <img src="/logo.webp" alt="" width={32} height={32} className="size-8 shrink-0 rounded-lg" />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="truncate text-base font-bold tracking-tight text-foreground">Carrossel</span>
        {subtitle ? <span className="truncate text-xs text-muted-foreground">{subtitle}</span> : null}
      </span>
    </Link>
  );
}
