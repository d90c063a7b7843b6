import { Check, Sparkles } from 'lucide-react';
import { CREDIT_PACKS, type CreditPackId, DEFAULT_PACK_ID } from '../../../shared/constants';
import { formatCents } from '../../../shared/money';
import { WORKSPACE_MESSAGES } from '../../../shared/workspaces/messages';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useAuth } from '../auth';

/** 'Pacotes de Créditos': the three packs, each with its 'Comprar Agora' (docs/product-rules.md §2 and §9). */
export function CreditPacksSection({ onBuy }: { onBuy: (packId: CreditPackId) => void }) {
  // A leitor of the active workspace may not buy (docs/workspaces.md): the buttons say why instead of a 403.
  const mayBuy = useAuth().may('editor');
  return (
    <section aria-labelledby="credit-packs-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="credit-packs-title" className="text-lg font-semibold tracking-tight text-foreground">
          Pacotes de Créditos
        </h2>
        <p className="text-sm text-muted-foreground">Quanto maior o pacote, menor o preço por crédito.</p>
        {mayBuy ? null : (
          <p id="credit-packs-role" className="text-sm font-medium text-foreground" role="note">
            {WORKSPACE_MESSAGES.roleTooLow('editor')}
          </p>
        )}
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        {CREDIT_PACKS.map((pack) => {
          const isFeatured = pack.id === DEFAULT_PACK_ID;
          const titleId = `pack-${pack.id}-title`;
          return (
            <article
              key={pack.id}
              aria-labelledby={titleId}
              className={cn(
                'relative flex flex-col gap-4 rounded-2xl border bg-card p-5 shadow-soft',
                isFeatured && 'border-primary shadow-elevated ring-1 ring-primary',
              )}
            >
              <div className="flex min-h-7 items-center justify-between gap-2">
                <h3 id={titleId} className="text-base font-semibold text-foreground">
                  {pack.label}
                </h3>
                {pack.badge ? (
                  <Badge>
                    <Sparkles aria-hidden="true" />
                    {pack.badge}
                  </Badge>
                ) : null}
              </div>
              <div className="flex flex-col gap-1">
                <p className="text-3xl font-bold tracking-tight text-foreground tabular-nums">
                  {formatCents(pack.priceCents)}
                </p>
                <p className="text-sm text-muted-foreground">
                  {formatCents(pack.perCreditCents)} por crédito
                </p>
              </div>
              <p className="flex items-center gap-2 text-sm font-medium text-foreground">
                <Check className="size-4 text-success" aria-hidden="true" />
                {pack.credits} créditos = {pack.credits} carrosséis
              </p>
              <Button
                type="button"
                variant={isFeatured ? 'brand' : 'outline'}
                className="mt-auto w-full"
                aria-describedby={mayBuy ? titleId : `${titleId} credit-packs-role`}
                disabled={!mayBuy}
                onClick={() => onBuy(pack.id)}
              >
                Comprar Agora
              </Button>
            </article>
          );
        })}
      </div>
    </section>
  );
}
