import { LayoutDashboard, ShieldCheck, ShoppingCart } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { CreditPackId } from '../../../shared/constants';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { useAuth } from '../auth';
import { LazyBuyCreditsDialog, SandboxPaymentsBanner } from '../payments';
import { CreditHistoryCard } from './credit-history-card';
import { CreditInfoPoints } from './credit-info-points';
import { CreditPacksSection } from './credit-packs-section';
import { useCredits } from './credits-api';
import { CreditsSummary } from './credits-summary';

const TITLE = 'Meus Créditos';

/** /creditos (docs/product-rules.md §2). Admins have no balance and buy nothing: they get a short note instead. */
export function Component() {
  const { isAdmin } = useAuth();
  if (isAdmin) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={TITLE} />
        <EmptyState
          icon={ShieldCheck}
          title="Contas de administrador não usam créditos"
          description="Administradores não têm saldo nem compram pacotes."
          action={
            <Button asChild variant="outline">
              <Link to="/dashboard">
                <LayoutDashboard aria-hidden="true" />
                Ir para o painel
              </Link>
            </Button>
          }
        />
      </div>
    );
  }
  return <UserCreditsPage />;
}

function UserCreditsPage() {
  // The one balance (the `me` cache, kept current by the credits answers and the realtime stream).
  const { credits: balance } = useAuth();
  const credits = useCredits();
  const [dialog, setDialog] = useState<{ open: boolean; packId?: CreditPackId; paymentId?: string }>({
    open: false,
  });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={TITLE}
        description="Acompanhe seu saldo, compre pacotes via PIX e veja cada movimentação."
        actions={
          <Button type="button" variant="brand" onClick={() => setDialog({ open: true })}>
            <ShoppingCart aria-hidden="true" />
            Comprar créditos
          </Button>
        }
      />
      <SandboxPaymentsBanner />
      <CreditsSummary
        saldo={balance}
        creditosUsados={credits.data?.creditosUsados ?? 0}
        isLoading={credits.isPending}
      />
      <CreditInfoPoints />
      <CreditPacksSection onBuy={(packId) => setDialog({ open: true, packId })} />
      <CreditHistoryCard
        items={credits.data?.historico}
        isLoading={credits.isPending}
        error={credits.error}
        onRetry={() => void credits.refetch()}
        onReopenPayment={(paymentId) => setDialog({ open: true, paymentId })}
      />
      <Suspense fallback={null}>
        <LazyBuyCreditsDialog
          open={dialog.open}
          packId={dialog.packId}
          paymentId={dialog.paymentId}
          onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        />
      </Suspense>
    </div>
  );
}
