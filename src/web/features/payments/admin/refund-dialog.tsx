import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { formatCents } from '../../../../shared/money';
import {
  type AdminPayment,
  REFUND_REASON_MAX,
  type RefundPaymentBody,
  refundPaymentBodySchema,
} from '../../../../shared/payments/admin';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { getErrorMessage } from '../../../lib/api-client';
import { formatCreditCount, getPackLabel } from './payment-labels';
import { useRefundPayment } from './payments-api';

const EMPTY_FORM: RefundPaymentBody = { motivo: '' };

/**
 * 'Estornar pagamento': the reason (required, kept with the refund and logged) and what the refund does, the
 * pack's credits leaving the user's balance. The server has the last word: its Portuguese refusal (credits
 * already spent, provider refused or unreachable) stays in the dialog, and nothing changed.
 */
export function RefundDialog({ payment, onClose }: { payment: AdminPayment | null; onClose: () => void }) {
  const refund = useRefundPayment();
  const { reset: resetRefund } = refund;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RefundPaymentBody>({
    resolver: zodResolver(refundPaymentBodySchema),
    defaultValues: EMPTY_FORM,
  });

  // Each opening starts from an empty form and no earlier refusal.
  useEffect(() => {
    if (!payment) return;
    reset(EMPTY_FORM);
    resetRefund();
  }, [payment, reset, resetRefund]);

  const submit = handleSubmit(async (body) => {
    if (!payment) return;
    try {
      await refund.mutateAsync({ id: payment.id, body });
      onClose();
    } catch {
      // Shown below from refund.error.
    }
  });

  return (
    <Dialog
      open={payment !== null}
      onOpenChange={(open) => (open || refund.isPending ? undefined : onClose())}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Estornar pagamento</DialogTitle>
          <DialogDescription>
            {payment
              ? `${formatCents(payment.valor)} de ${payment.usuario.nome} (${payment.usuario.email}), pacote ${getPackLabel(payment.plano)}.`
              : null}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          {payment ? (
            <p className="rounded-lg border bg-muted/40 p-3 text-sm">
              O valor volta para quem pagou pelo PIX e{' '}
              <strong>
                {formatCreditCount(payment.quantidade)} deste pacote serão removidos do saldo do usuário.
              </strong>{' '}
              O usuário é avisado por e-mail.
            </p>
          ) : null}
          <FormField
            label="Motivo do estorno"
            description="O usuário lê este motivo no e-mail do estorno; ele fica registrado nos logs."
            error={errors.motivo?.message}
            required
          >
            <Textarea maxLength={REFUND_REASON_MAX} autoComplete="off" {...register('motivo')} />
          </FormField>
          {refund.isError ? (
            <ErrorAlert>
              {getErrorMessage(refund.error, 'Não foi possível estornar. Tente novamente.')}
            </ErrorAlert>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={refund.isPending} onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" variant="destructive" loading={refund.isPending}>
              Estornar
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
