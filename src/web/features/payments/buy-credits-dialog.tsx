import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { type CreditPackId, DEFAULT_PACK_ID, findCreditPack } from '../../../shared/constants';
import { formatCents } from '../../../shared/money';
import { PIX_MESSAGES } from '../../../shared/payments/messages';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { getErrorMessage } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { PackPicker } from './pack-picker';
import { PaymentConfirmedView } from './payment-confirmed-view';
import {
  useCreatePixPayment,
  useOpenPixPayment,
  usePixPaymentStatus,
  useSimulatePixPayment,
} from './pix-api';
import { PixDataError, PixPaymentSkeleton, PixPaymentView } from './pix-payment-view';
import { SandboxPaymentsBanner } from './sandbox-payments-banner';

/** docs/product-rules.md §9: the confirmation stays 3 s, then the dialog closes. */
const CONFIRMED_CLOSE_MS = 3000;

export interface BuyCreditsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Opens straight on the payment of this pack (a pack's 'Comprar Agora'). Without it the dialog starts with
   * the pack choice ('Comprar Créditos'), the popular pack preselected.
   */
  packId?: CreditPackId;
  /** Opens straight on this pending charge (from the credit history), without creating one. */
  paymentId?: string;
}

/**
 * The browser's back button closes the dialog instead of leaving the page under it: opening pushes a history
 * entry, a back press pops it (and the pending charge stays in the history, to reopen). Closing otherwise takes
 * the entry back out, so the history does not fill with dead entries.
 */
function useBackButtonCloses(open: boolean, close: () => void) {
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!open) return;
    const marker = `pix-${Math.random().toString(36).slice(2)}`;
    window.history.pushState({ ...window.history.state, dialog: marker }, '');
    let popped = false;
    const onPop = () => {
      popped = true;
      closeRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (!popped && window.history.state?.dialog === marker) window.history.back();
    };
  }, [open]);
}

/**
 * The purchase flow in one dialog, whose content moves through the spec's three modals: Comprar Créditos
 * (choose a pack), Pagamento PIX (QR code, copia e cola, countdown, status polled every 3 s) and Pagamento
 * Confirmado (closes itself after 3 s, balance and history refreshed). The flow is mounted only while open,
 * so every opening starts clean.
 */
export function BuyCreditsDialog({ open, onOpenChange, packId, paymentId }: BuyCreditsDialogProps) {
  useBackButtonCloses(open, () => onOpenChange(false));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <BuyCreditsFlow
          initialPackId={packId}
          resumedPaymentId={paymentId}
          onClose={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

function BuyCreditsFlow({
  initialPackId,
  resumedPaymentId,
  onClose,
}: {
  initialPackId?: CreditPackId;
  resumedPaymentId?: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [selectedId, setSelectedId] = useState<CreditPackId>(initialPackId ?? DEFAULT_PACK_ID);
  const [phase, setPhase] = useState<'choose' | 'pay'>(initialPackId || resumedPaymentId ? 'pay' : 'choose');
  const create = useCreatePixPayment();
  const resumed = useOpenPixPayment(resumedPaymentId);
  const simulate = useSimulatePixPayment();
  const payment = resumedPaymentId ? resumed.data : create.data;
  const resumedPackId = resumed.data?.packageId;
  useEffect(() => {
    if (resumedPackId) setSelectedId(resumedPackId);
  }, [resumedPackId]);
  useEffect(() => {
    if (!resumed.error) return;
    toast.error('Erro', { description: getErrorMessage(resumed.error, PIX_MESSAGES.dataMissing) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.credits });
    closeRef.current();
  }, [resumed.error, queryClient]);
  const status = usePixPaymentStatus(phase === 'pay' && payment ? payment.paymentId : null);
  const pack = findCreditPack(selectedId) ?? findCreditPack(DEFAULT_PACK_ID);
  const isPaid =
    status.data?.status === 'pago' || simulate.data?.status === 'pago' || payment?.status === 'pago';

  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const hasStartedRef = useRef(false);
  const { mutate: createPayment } = create;

  // Opening the payment step creates the charge, once (docs/product-rules.md §4).
  useEffect(() => {
    if (phase !== 'pay' || hasStartedRef.current || resumedPaymentId) return;
    hasStartedRef.current = true;
    createPayment(
      { packageId: selectedId },
      {
        // The pending purchase now shows in the history, which then polls until it is paid.
        onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.credits }),
        onError: (error) => {
          toast.error('Erro', { description: getErrorMessage(error, PIX_MESSAGES.createFailed) });
          closeRef.current();
        },
      },
    );
  }, [phase, selectedId, createPayment, queryClient, resumedPaymentId]);

  useEffect(() => {
    if (!isPaid) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.credits });
    void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    const timer = setTimeout(() => closeRef.current(), CONFIRMED_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [isPaid, queryClient]);

  if (!pack) return null;

  if (phase === 'choose') {
    return (
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Comprar Créditos</DialogTitle>
          <DialogDescription>
            Escolha um pacote. O pagamento é via PIX e os créditos entram na hora.
          </DialogDescription>
        </DialogHeader>
        <SandboxPaymentsBanner />
        <PackPicker value={selectedId} onChange={setSelectedId} />
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          <ShieldCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
          Pagamento seguro via PIX. Seus créditos não expiram.
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancelar
            </Button>
          </DialogClose>
          <Button type="button" variant="brand" onClick={() => setPhase('pay')}>
            Pagar {formatCents(pack.priceCents)} com PIX
            <ArrowRight aria-hidden="true" />
          </Button>
        </DialogFooter>
      </DialogContent>
    );
  }

  if (isPaid) {
    return (
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Pagamento Confirmado</DialogTitle>
          <DialogDescription className="sr-only">
            {pack.credits} créditos do pacote {pack.label} foram adicionados.
          </DialogDescription>
        </DialogHeader>
        <PaymentConfirmedView pack={pack} />
      </DialogContent>
    );
  }

  const runSimulation = (paymentId: string) =>
    simulate.mutate(paymentId, {
      onError: (error) => toast.error('Erro', { description: getErrorMessage(error, 'Tente novamente.') }),
    });

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Pagamento PIX</DialogTitle>
        <DialogDescription>
          Pacote {pack.label} · {pack.credits} créditos · {formatCents(pack.priceCents)}
        </DialogDescription>
      </DialogHeader>
      <SandboxPaymentsBanner />
      {!payment ? (
        <PixPaymentSkeleton />
      ) : payment.pixQrCodeImage && payment.pixCopiaECola ? (
        <PixPaymentView
          pack={pack}
          payment={{
            ...payment,
            pixQrCodeImage: payment.pixQrCodeImage,
            pixCopiaECola: payment.pixCopiaECola,
          }}
          onSimulate={payment.canSimulate ? () => runSimulation(payment.paymentId) : undefined}
          isSimulating={simulate.isPending}
        />
      ) : (
        <PixDataError />
      )}
    </DialogContent>
  );
}
