import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ZodError } from 'zod';
import { POLLING_MS } from '../../../shared/constants';
import { PAYMENT_ENDPOINTS } from '../../../shared/payments/endpoints';
import {
  type CreatePixPaymentBody,
  type PaymentMode,
  type PixPayment,
  type PixPaymentStatus,
  pixPaymentSchema,
} from '../../../shared/payments/schemas';
import { createApi } from '../../lib/endpoint-client';
import { queryKeys } from '../../lib/query-keys';
import { useSubmissionKey } from '../../lib/submission-key';

const pix = createApi({
  ...PAYMENT_ENDPOINTS,
  // The create answer read leniently (below): only its paymentId is required.
  create: { ...PAYMENT_ENDPOINTS.create, answer: pixPaymentSchema.partial().required({ paymentId: true }) },
});

/**
 * The create answer is read leniently: a charge without its code must still open the modal and show
 * 'Erro ao carregar dados do PIX' (docs/product-rules.md §8) rather than fail like a refused purchase.
 */
export type CreatedPixPayment = Partial<PixPayment> & Pick<PixPayment, 'paymentId'>;

export async function requestPixPayment(
  body: CreatePixPaymentBody,
  idempotencyKey?: string,
): Promise<CreatedPixPayment> {
  try {
    return await pix.create({ body }, { idempotencyKey });
  } catch (error) {
    if (error instanceof ZodError) throw new Error('Erro ao criar pagamento PIX');
    throw error;
  }
}

/** A pending charge reopened from the credit history (410 once paid or expired). */
export function useOpenPixPayment(paymentId: string | undefined) {
  return useQuery({
    queryKey: [...queryKeys.pixPayment(paymentId ?? ''), 'charge'],
    queryFn: async ({ signal }): Promise<PixPayment> => pix.get({ paymentId: paymentId ?? '' }, { signal }),
    enabled: paymentId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCreatePixPayment() {
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (body: CreatePixPaymentBody) => requestPixPayment(body, submission.keyFor(body)),
    onSuccess: () => submission.done(),
  });
}

/** The PIX modal polls every 3 s while the tab is visible; expiry does not stop it (docs/product-rules.md §4). */
export function getPixStatusQueryOptions(paymentId: string) {
  return queryOptions({
    queryKey: queryKeys.pixPayment(paymentId),
    queryFn: async ({ signal }): Promise<PixPaymentStatus> => pix.status({ paymentId }, { signal }),
    refetchInterval: (query) => (query.state.data?.status === 'pago' ? false : POLLING_MS.pixStatus),
    refetchIntervalInBackground: false,
  });
}

export function usePixPaymentStatus(paymentId: string | null) {
  return useQuery({ ...getPixStatusQueryOptions(paymentId ?? ''), enabled: paymentId !== null });
}

/** Sandbox only (the server has no such route otherwise). */
export function useSimulatePixPayment() {
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: async (paymentId: string): Promise<PixPaymentStatus> =>
      pix.simulate({ paymentId }, { idempotencyKey: submission.keyFor(paymentId) }),
    onSuccess: () => submission.done(),
  });
}

/** Whether payments are simulated here; it never changes while the server runs, so it is read once. */
export function usePaymentMode() {
  return useQuery({
    queryKey: queryKeys.paymentMode,
    queryFn: async ({ signal }): Promise<PaymentMode> => pix.mode({}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
