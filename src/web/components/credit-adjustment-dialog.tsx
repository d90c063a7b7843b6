import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { type DefaultValues, useForm } from 'react-hook-form';
import {
  type CreditAdjustmentBody,
  type CreditAdjustmentForm,
  creditAdjustmentBodySchema,
} from '../../shared/admin/users';
import { ERROR_CODE } from '../../shared/error-codes';
import { ApiError } from '../lib/api-client';
import { describeCreditAdjustment } from './describe-credit-adjustment';
import { Button } from './ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './ui/dialog';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';
import { Textarea } from './ui/textarea';

/**
 * The amount starts empty (undefined, never NaN: React warns when an input is given NaN as its value), and an
 * emptied field reads as undefined too; the shared schema then says the amount is missing.
 */
const EMPTY_FORM: DefaultValues<CreditAdjustmentForm> = { quantidade: undefined, motivo: '' };
const readAmount = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : Number(value);

/** What is adjusted: a cliente's account (users screen) or any workspace (workspaces screen). */
export interface CreditAdjustmentTarget {
  /** Who or what, as the description names it: 'Ana (ana@exemplo.com)', 'Agência Sol'. */
  label: string;
  saldo: number;
  /** Under the reason: who will read it. */
  reasonHint: string;
}

/**
 * 'Ajustar créditos' (docs/product-rules.md, admin screens): the amount (negative takes credits away) and the
 * reason, then a confirmation that says the balance before and after. The server has the last word (a balance
 * that changed meanwhile and would go below zero comes back as a message on the amount). `adjust` rejects with
 * the API's error; its caller keeps one Idempotency-Key per submission, so a double click adjusts once.
 */
export function CreditAdjustmentDialog({
  target,
  onClose,
  adjust,
  isPending,
}: {
  target: CreditAdjustmentTarget | null;
  onClose: () => void;
  adjust: (body: CreditAdjustmentBody) => Promise<unknown>;
  isPending: boolean;
}) {
  const [review, setReview] = useState<CreditAdjustmentBody | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CreditAdjustmentForm>({
    resolver: zodResolver(creditAdjustmentBodySchema),
    defaultValues: EMPTY_FORM,
  });

  // Each opening starts from an empty form.
  useEffect(() => {
    if (!target) return;
    reset(EMPTY_FORM);
    setReview(null);
  }, [target, reset]);

  const toReview = handleSubmit((values) => setReview(creditAdjustmentBodySchema.parse(values)));

  const confirm = async () => {
    if (!target || !review) return;
    try {
      await adjust(review);
      onClose();
    } catch (error) {
      setReview(null);
      if (error instanceof ApiError && error.code === ERROR_CODE.conflict)
        setError('quantidade', { message: error.message });
    }
  };

  const summary = target && review ? describeCreditAdjustment(target.saldo, review.quantidade) : null;

  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{review ? 'Confirmar ajuste' : 'Ajustar créditos'}</DialogTitle>
          <DialogDescription>
            {target
              ? `${target.label} tem ${target.saldo} ${target.saldo === 1 ? 'crédito' : 'créditos'}.`
              : null}
          </DialogDescription>
        </DialogHeader>
        {review && summary ? (
          <div className="grid gap-4">
            <div className="grid gap-1 rounded-lg border bg-muted/40 p-4 text-sm">
              <p className="font-medium">{summary.action}</p>
              <p>
                Saldo: {target?.saldo} → <strong>{summary.after}</strong>
              </p>
              <p className="break-words text-muted-foreground">Motivo: {review.motivo}</p>
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setReview(null)}>
                Voltar
              </Button>
              <Button type="button" loading={isPending} onClick={confirm}>
                Confirmar ajuste
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form noValidate onSubmit={toReview} className="grid gap-4">
            <FormField
              label="Quantidade"
              description="Use um número negativo para remover créditos."
              error={errors.quantidade?.message}
              required
            >
              <Input
                type="number"
                inputMode="numeric"
                step={1}
                autoComplete="off"
                {...register('quantidade', { setValueAs: readAmount })}
              />
            </FormField>
            <FormField
              label="Motivo"
              description={target?.reasonHint}
              error={errors.motivo?.message}
              required
            >
              <Textarea maxLength={200} {...register('motivo')} />
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                Cancelar
              </Button>
              <Button type="submit">Revisar ajuste</Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
