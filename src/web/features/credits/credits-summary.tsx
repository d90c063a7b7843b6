import { Coins, Layers, Wallet } from 'lucide-react';
import { computeCreditUsage } from '../../../shared/credits/usage';
import { Card, CardContent } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { Skeleton } from '../../components/ui/skeleton';
import { StatCard } from '../../components/ui/stat-card';

const plural = (count: number) => (count === 1 ? 'crédito' : 'créditos');

/** Available, used and acquired credits, and the percent-used bar (docs/product-rules.md §2 and §9). */
export function CreditsSummary({
  saldo,
  creditosUsados,
  isLoading,
}: {
  saldo: number;
  creditosUsados: number;
  isLoading: boolean;
}) {
  const { adquiridos, percentUsed } = computeCreditUsage(saldo, creditosUsados);
  return (
    <section aria-label="Resumo dos seus créditos" className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <StatCard
          icon={Wallet}
          tone="brand"
          className="col-span-2 sm:col-span-1"
          label="Créditos disponíveis"
          value={<span data-testid="credits-balance">{saldo}</span>}
          hint={`${plural(saldo)} para criar carrosséis`}
          loading={isLoading}
        />
        <StatCard
          icon={Layers}
          tone="info"
          label="Créditos usados"
          value={creditosUsados}
          hint="em carrosséis criados"
          loading={isLoading}
        />
        <StatCard
          icon={Coins}
          tone="success"
          label="Créditos adquiridos"
          value={adquiridos}
          hint="bônus e compras somados"
          loading={isLoading}
        />
      </div>
      <Card className="gap-3 py-5">
        <CardContent className="flex flex-col gap-3">
          <div className="flex items-center justify-between gap-3 text-sm">
            <span id="credits-usage-label" className="font-medium text-foreground">
              Uso dos créditos
            </span>
            {isLoading ? (
              <Skeleton className="h-5 w-10" />
            ) : (
              <span className="font-semibold tabular-nums text-foreground">{percentUsed}%</span>
            )}
          </div>
          <Progress value={isLoading ? 0 : percentUsed} aria-labelledby="credits-usage-label" />
          {isLoading ? (
            <Skeleton className="h-5 w-72 max-w-full" />
          ) : (
            <p className="text-sm text-muted-foreground">
              Você já usou {percentUsed}% dos créditos adquiridos.
            </p>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
