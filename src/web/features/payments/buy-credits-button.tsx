import { ShoppingCart } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useMayEdit } from '../auth';
// The purchase flow is loaded the first time someone opens it, not with the dashboard.
import { LazyBuyCreditsDialog as BuyCreditsDialog } from './lazy-buy-credits-dialog';

/** 'Comprar créditos': opens the purchase dialog (docs/product-rules.md §2 modals). */
export function BuyCreditsButton({ className }: { className?: string }) {
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  // Buying takes an editor (docs/workspaces.md); /creditos tells a leitor why beside the packs.
  const mayBuy = useMayEdit();
  if (!mayBuy) return null;
  return (
    <>
      <Button
        variant="brand"
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          setHasOpened(true);
          setOpen(true);
        }}
      >
        <ShoppingCart aria-hidden="true" />
        Comprar créditos
      </Button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <BuyCreditsDialog open={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
