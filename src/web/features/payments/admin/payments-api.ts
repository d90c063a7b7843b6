import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  type AdminPayment,
  type AdminPaymentsPage,
  REFUND_MESSAGES,
  type RefundPaymentBody,
} from '../../../../shared/payments/admin';
import { ADMIN_PAYMENT_ENDPOINTS } from '../../../../shared/payments/endpoints';
import { createApi } from '../../../lib/endpoint-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSubmissionKey } from '../../../lib/submission-key';

const adminPayments = createApi(ADMIN_PAYMENT_ENDPOINTS);

/** One page of payments, newest first (the server pages and counts); the current page stays up while the next loads. */
export function useAdminPayments(page: number) {
  return useQuery({
    queryKey: [...queryKeys.admin.payments, 'list', page],
    queryFn: async ({ signal }): Promise<AdminPaymentsPage> =>
      adminPayments.list({ query: { page } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * 'Estornar': one Idempotency-Key per submission (docs/decisions/0017-idempotency-keys.md), so a second click or a
 * retry after a lost answer never refunds twice. The refusal (credits spent, provider refused...) is left to the
 * dialog, which shows the server's message where the admin is looking.
 */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: async (input: { id: string; body: RefundPaymentBody }): Promise<AdminPayment> =>
      adminPayments.refund({ id: input.id, body: input.body }, { idempotencyKey: submission.keyFor(input) }),
    onSuccess: async () => {
      submission.done();
      toast.success(REFUND_MESSAGES.done);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.payments }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.users }),
      ]);
    },
    // A refusal or an unreachable provider still records the refund ('Estorno não realizado', or 'Estorno em
    // processamento' until the poll job finishes it): the list shows it instead of offering 'Estornar' again.
    onError: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.payments });
    },
  });
}
