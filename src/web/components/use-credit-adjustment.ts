import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ADMIN_TOASTS } from '../../shared/admin/messages';
import type { CreditAdjustmentBody } from '../../shared/admin/users';
import { getErrorMessage } from '../lib/api-client';
import { useSubmissionKey } from '../lib/submission-key';

export interface CreditAdjustmentInput {
  id: string;
  body: CreditAdjustmentBody;
}

/**
 * 'Ajustar créditos' of an account or a workspace (credit-adjustment-dialog.tsx): one Idempotency-Key per
 * submission, so a double click or a retry after a lost answer adjusts once; on success the screens `refresh`
 * names are read again. The dialog shows a refusal where it applies; the toast says the rest.
 */
export function useCreditAdjustment(
  adjust: (input: CreditAdjustmentInput, idempotencyKey: string) => Promise<unknown>,
  refresh: (queryClient: QueryClient) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (input: CreditAdjustmentInput) => adjust(input, submission.keyFor(input)),
    onSuccess: async () => {
      submission.done();
      toast.success(ADMIN_TOASTS.creditsUpdated);
      await refresh(queryClient);
    },
    onError: (error) => {
      toast.error(ADMIN_TOASTS.creditsFailed, { description: getErrorMessage(error, 'Tente novamente.') });
    },
  });
}
