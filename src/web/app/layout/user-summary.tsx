import { Wallet } from 'lucide-react';
import { cn } from '../../lib/cn';
import { describeCredits } from './format-credit-badge';

export function getInitial(name: string, email: string): string {
  const source = name.trim() || email.trim();
  return (source[0] ?? '?').toLocaleUpperCase('pt-BR');
}

/** Avatar initial, name, e-mail and, for a cliente, the balance (admins see no credits: docs/product-rules.md §6). */
export function UserSummary({
  name,
  email,
  credits,
  showCredits,
  className,
}: {
  name: string;
  email: string;
  credits: number;
  showCredits: boolean;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-3 rounded-xl border bg-muted/60 p-3', className)}>
      <div className="flex min-w-0 items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-gradient-strong text-base font-semibold text-white"
        >
          {getInitial(name, email)}
        </span>
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-foreground" title={name}>
            {name || 'Minha conta'}
          </p>
          <p className="truncate text-xs text-muted-foreground" title={email}>
            {email}
          </p>
        </div>
      </div>
      {showCredits ? (
        <p className="flex items-center justify-between gap-2 rounded-lg bg-card px-3 py-2 text-sm">
          <span className="flex items-center gap-2 text-muted-foreground">
            <Wallet className="size-4 text-primary" aria-hidden="true" />
            Saldo
          </span>
          <span className="font-semibold tabular-nums text-foreground" data-testid="sidebar-credits">
            {describeCredits(credits)}
          </span>
        </p>
      ) : null}
    </div>
  );
}
