import { useMemo } from 'react';
import type { AdminUser } from '../../../../shared/admin/users';
import { CreditAdjustmentDialog } from '../../../components/credit-adjustment-dialog';
import { useAdjustUserCredits } from './users-api';

/** 'Ajustar créditos' of a cliente: their personal workspace's balance, with the reason they will read. */
export function UserCreditAdjustmentDialog({
  user,
  onClose,
}: {
  user: AdminUser | null;
  onClose: () => void;
}) {
  const adjust = useAdjustUserCredits();
  const target = useMemo(
    () =>
      user
        ? {
            label: `${user.nome} (${user.email})`,
            saldo: user.credits,
            reasonHint: 'O usuário verá este texto no histórico de créditos.',
          }
        : null,
    [user],
  );
  return (
    <CreditAdjustmentDialog
      target={target}
      onClose={onClose}
      isPending={adjust.isPending}
      adjust={(body) => (user ? adjust.mutateAsync({ id: user.id, body }) : Promise.resolve())}
    />
  );
}
