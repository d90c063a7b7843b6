import { CircleCheck } from 'lucide-react';
import type { CreditPack } from '../../../shared/constants';
import { PIX_MESSAGES } from '../../../shared/payments/messages';

/** 'Pagamento Confirmado' (docs/product-rules.md §8): the dialog closes by itself 3 s later. */
export function PaymentConfirmedView({ pack }: { pack: CreditPack }) {
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center" role="status">
      <span className="flex size-16 items-center justify-center rounded-full bg-success-soft text-success-soft-foreground">
        <CircleCheck className="size-9" aria-hidden="true" />
      </span>
      <p className="max-w-xs text-base font-medium text-foreground">{PIX_MESSAGES.confirmed}</p>
      <p className="rounded-full bg-secondary px-4 py-1.5 text-sm font-semibold text-secondary-foreground">
        +{pack.credits} créditos
      </p>
    </div>
  );
}
