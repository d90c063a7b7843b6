import { History, Plus, Wallet } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { describeCredits, formatCreditBadge } from './format-credit-badge';

const tabClassName = cn(
  'flex min-w-0 flex-1 flex-col items-center justify-center gap-0.5 rounded-xl py-1.5 text-xs font-medium',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
);

/**
 * Below `lg`, for clientes: Créditos (with the balance badge), Criar and Histórico. The layout leaves it out
 * on /criar, whose sticky submit footer takes that place. A leitor of the active workspace has no Criar.
 */
export function MobileBottomBar({ credits, mayCreate }: { credits: number; mayCreate: boolean }) {
  const { pathname } = useLocation();
  const isCurrent = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  return (
    <nav
      aria-label="Atalhos"
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <ul className="mx-auto flex h-16 max-w-md items-stretch gap-2 px-4">
        <li className="flex flex-1">
          <Link
            to="/creditos"
            aria-current={isCurrent('/creditos') ? 'page' : undefined}
            aria-label={`Créditos: ${describeCredits(credits)}`}
            className={cn(tabClassName, isCurrent('/creditos') ? 'text-primary' : 'text-muted-foreground')}
          >
            <span className="relative">
              <Wallet className="size-5" aria-hidden="true" />
              <span
                aria-hidden="true"
                data-testid="credits-badge"
                className="absolute -top-2 left-3 min-w-5 rounded-full bg-primary px-1 text-center text-[0.65rem] font-bold leading-4 text-primary-foreground tabular-nums ring-2 ring-card"
              >
                {formatCreditBadge(credits)}
              </span>
            </span>
            Créditos
          </Link>
        </li>
        {mayCreate ? (
          <li className="flex flex-1">
            <Link to="/criar" className={cn(tabClassName, 'justify-end text-foreground')}>
              <span className="-mt-6 mb-0.5 flex size-12 items-center justify-center rounded-full bg-brand-gradient-strong text-white shadow-brand ring-4 ring-card">
                <Plus className="size-6" aria-hidden="true" />
              </span>
              Criar
            </Link>
          </li>
        ) : null}
        <li className="flex flex-1">
          <Link
            to="/historico"
            aria-current={isCurrent('/historico') ? 'page' : undefined}
            className={cn(tabClassName, isCurrent('/historico') ? 'text-primary' : 'text-muted-foreground')}
          >
            <History className="size-5" aria-hidden="true" />
            Histórico
          </Link>
        </li>
      </ul>
    </nav>
  );
}
