import { ArrowDownRight, ArrowUpRight, Wallet } from 'lucide-react';
import type { CreditsResponse } from '../../../../shared/credits/schemas';
import { formatDateTime } from '../../../../shared/dates';
import { DashboardCard } from '../../../components/dashboard-card';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { BuyCreditsButton } from '../../payments';
import { describeChange, formatChange } from '../credit-change';

const RECENT_COUNT = 3;

/** 'Gestão de Créditos': the balance and the last 3 movements with their signed change (docs/product-rules.md §2). */
export function CreditsCard({
  credits,
  balance,
  isLoading,
  error,
  onRetry,
}: {
  /** The history comes newest first from the API. */
  credits: CreditsResponse | undefined;
  /** The one balance, from `me` (which the credits answers keep current). */
  balance: number;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const recent = credits?.historico.slice(0, RECENT_COUNT) ?? [];
  return (
    <DashboardCard
      title="Gestão de Créditos"
      description="Saldo e últimas movimentações."
      link={{ to: '/creditos', label: 'Meus Créditos' }}
      isLoading={isLoading}
      contentClassName="flex flex-col gap-4"
    >
      <div className="flex items-center gap-4 rounded-xl bg-secondary p-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-gradient text-white shadow-brand">
          <Wallet className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-secondary-foreground">Saldo disponível</p>
          {isLoading ? (
            <Skeleton className="mt-1 h-8 w-28" />
          ) : (
            <p className="text-2xl leading-8 font-bold tracking-tight text-foreground tabular-nums">
              <span data-testid="dashboard-balance">{balance}</span>{' '}
              <span className="text-base font-medium text-muted-foreground">
                {balance === 1 ? 'crédito' : 'créditos'}
              </span>
            </p>
          )}
        </div>
      </div>
      {/* On a phone the header's purchase button is hidden (docs/product-rules.md §2): it lives here, under the balance. */}
      <BuyCreditsButton className="w-full sm:hidden" />
      {isLoading ? (
        <ListSkeleton
          count={RECENT_COUNT}
          className="flex flex-col divide-y"
          rowClassName="py-2.5"
          iconClassName="size-8 rounded-full"
          lineClassNames={['h-4 w-1/2', 'h-3.5 w-1/3']}
          endClassName="h-5 w-8"
        />
      ) : error ? (
        <LoadError message="Não foi possível carregar suas movimentações." onRetry={onRetry} />
      ) : recent.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted-foreground">Nenhuma movimentação ainda.</p>
      ) : (
        <ul className="flex flex-col divide-y" data-testid="recent-transactions">
          {recent.map((entry) => (
            <li key={entry.id} className="flex items-center gap-3 py-2.5">
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full',
                  entry.type === 'credit'
                    ? 'bg-success-soft text-success-soft-foreground'
                    : 'bg-muted text-muted-foreground',
                )}
              >
                {entry.type === 'credit' ? (
                  <ArrowUpRight className="size-4" aria-hidden="true" />
                ) : (
                  <ArrowDownRight className="size-4" aria-hidden="true" />
                )}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-foreground">{entry.action}</p>
                <p className="text-xs text-muted-foreground">
                  {formatDateTime(entry.date)}
                  {entry.status === 'pendente' ? ' · Pendente' : ''}
                </p>
              </div>
              <span
                className={cn(
                  'text-sm font-semibold tabular-nums',
                  entry.type === 'credit' ? 'text-success-soft-foreground' : 'text-foreground',
                )}
              >
                <span className="sr-only">{describeChange(entry)}</span>
                <span aria-hidden="true">{formatChange(entry.change)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
