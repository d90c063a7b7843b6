import { ArrowDownRight, ArrowUpRight, Clock, QrCode, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import type { CreditHistoryItem } from '../../../shared/credits/schemas';
import { formatDateTime } from '../../../shared/dates';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { ListSkeleton } from '../../components/ui/list-skeleton';
import { cn } from '../../lib/cn';
import { describeChange, formatChange } from './credit-change';
import { useMediaQuery } from './use-media-query';
import { COMPACT_HISTORY_QUERY, selectVisibleHistory } from './visible-history';

function HistoryRow({ item, onReopen }: { item: CreditHistoryItem; onReopen?: (paymentId: string) => void }) {
  const isPending = item.status === 'pendente';
  const isCredit = item.type === 'credit';
  const Icon = isPending ? Clock : isCredit ? ArrowUpRight : ArrowDownRight;
  return (
    <li className="flex items-center gap-3 py-3" data-testid="credit-history-item">
      <span
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-full',
          isPending
            ? 'bg-warning-soft text-warning-soft-foreground'
            : isCredit
              ? 'bg-success-soft text-success-soft-foreground'
              : 'bg-muted text-muted-foreground',
        )}
      >
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="line-clamp-2 break-words text-sm font-medium text-foreground" title={item.action}>
          {item.action}
        </p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <time dateTime={item.date}>{formatDateTime(item.date)}</time>
          {/* Only a team workspace's history names the member (docs/workspaces.md). */}
          {item.por ? <span>por {item.por}</span> : null}
          {isPending ? <Badge variant="warning">Pendente</Badge> : null}
        </p>
        {isPending && item.paymentId && onReopen ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="mt-1 self-start"
            onClick={() => onReopen(item.paymentId as string)}
          >
            <QrCode aria-hidden="true" />
            Ver QR Code do PIX
          </Button>
        ) : null}
      </div>
      <span
        className={cn(
          'shrink-0 text-sm font-semibold tabular-nums',
          isPending ? 'text-muted-foreground' : isCredit ? 'text-success-soft-foreground' : 'text-foreground',
        )}
      >
        <span className="sr-only">{describeChange(item)}</span>
        <span aria-hidden="true">{formatChange(item.change)}</span>
      </span>
    </li>
  );
}

/** 'Histórico de Transações': every movement, newest first; up to 640 px, 10 and then 'Ver tudo (N)'. */
export function CreditHistoryCard({
  items,
  isLoading,
  error,
  onRetry,
  onReopenPayment,
}: {
  items: CreditHistoryItem[] | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  /** A pending purchase offers its PIX code again (the credits screen opens the payment dialog on it). */
  onReopenPayment?: (paymentId: string) => void;
}) {
  const isCompact = useMediaQuery(COMPACT_HISTORY_QUERY);
  const [isExpanded, setExpanded] = useState(false);
  const { visible, hasMore, total } = selectVisibleHistory(items ?? [], { isCompact, isExpanded });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Histórico de Transações</CardTitle>
        <CardDescription>Compras, bônus e créditos usados em carrosséis.</CardDescription>
      </CardHeader>
      <CardContent aria-busy={isLoading || undefined}>
        {isLoading ? (
          <ListSkeleton
            count={4}
            className="flex flex-col divide-y"
            rowClassName="py-3"
            iconClassName="size-9 rounded-full"
            lineClassNames={['h-4 w-1/2', 'h-3.5 w-1/3']}
            endClassName="h-5 w-8"
          />
        ) : error ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
            <p className="text-sm text-muted-foreground">Não foi possível carregar suas transações.</p>
            <Button type="button" variant="outline" size="sm" onClick={onRetry}>
              Tentar novamente
            </Button>
          </div>
        ) : total === 0 ? (
          <EmptyState
            icon={ReceiptText}
            titleAs="h3"
            title="Nenhuma transação ainda"
            description="Suas compras e os créditos usados aparecem aqui."
          />
        ) : (
          <div className="flex flex-col gap-3">
            <ul className="flex flex-col divide-y" aria-label="Transações">
              {visible.map((item) => (
                <HistoryRow key={item.id} item={item} onReopen={onReopenPayment} />
              ))}
            </ul>
            {hasMore ? (
              <Button type="button" variant="outline" className="w-full" onClick={() => setExpanded(true)}>
                Ver tudo ({total})
              </Button>
            ) : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
