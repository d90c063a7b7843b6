import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { CAROUSEL_COST } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';

/**
 * The sticky bar at the bottom of /criar: the cost, the balance and 'Gerar Carrossel' (docs/product-rules.md §2). An
 * admin sees no balance and no purchase link (admin accounts do not buy credits); the bar says so instead.
 */
export function CreateFooter({
  credits,
  isAdmin,
  canSubmit,
  isSending,
}: {
  credits: number;
  isAdmin: boolean;
  canSubmit: boolean;
  isSending: boolean;
}) {
  const lacksCredits = credits < CAROUSEL_COST;
  return (
    <div
      data-testid="create-footer"
      className="sticky bottom-0 z-20 -mx-4 mt-2 border-t bg-card/95 px-4 py-3 backdrop-blur sm:mx-0 sm:mb-2 sm:rounded-xl sm:border sm:px-5 sm:shadow-elevated"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-col">
          <p className="text-sm font-semibold text-foreground">Custo da Criação: 1 Crédito</p>
          {isAdmin ? (
            <p data-testid="admin-credits-note" className="text-xs text-muted-foreground">
              Contas de administrador não compram créditos.
              {lacksCredits ? ' Para gerar um carrossel, use uma conta de cliente.' : null}
            </p>
          ) : (
            <p className="text-xs text-muted-foreground tabular-nums">
              Seu saldo: {credits} {credits === 1 ? 'crédito' : 'créditos'}
            </p>
          )}
          {lacksCredits && !isAdmin ? (
            <p className="text-xs font-medium text-destructive-soft-foreground">
              Você não possui créditos suficientes.{' '}
              <Link to="/creditos" className="underline underline-offset-2">
                Comprar créditos
              </Link>
            </p>
          ) : null}
        </div>
        <Button
          type="submit"
          variant="brand"
          size="lg"
          className="w-full sm:w-auto"
          disabled={!canSubmit || lacksCredits || isSending}
          loading={isSending}
        >
          {isSending ? null : <Sparkles aria-hidden="true" />}
          {isSending ? 'Gerando Carrossel...' : 'Gerar Carrossel'}
        </Button>
      </div>
    </div>
  );
}
