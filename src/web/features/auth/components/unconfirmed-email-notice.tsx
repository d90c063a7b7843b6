import { MailWarning } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-client';
import { useVerificationResend } from '../api';
import { RESEND_FALLBACK_MESSAGE, RESEND_LABEL, ResendSuccess } from './resend-verification-form';

/**
 * Shown on the login screen after `email_not_confirmed`: the toast goes away after 5 s, this stays with the
 * one action that unblocks the user.
 */
export function UnconfirmedEmailNotice({ email }: { email: string }) {
  const resend = useVerificationResend();

  if (resend.isSuccess) return <ResendSuccess message={resend.data ?? RESEND_FALLBACK_MESSAGE} />;

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-warning/25 bg-warning-soft p-4 text-sm text-warning-soft-foreground">
      <p className="flex items-start gap-2.5">
        <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          Falta confirmar o e-mail <strong className="font-semibold wrap-anywhere">{email}</strong>. Não achou
          a mensagem? Confira o spam ou peça outra.
        </span>
      </p>
      <Button
        type="button"
        variant="outline"
        className="w-full"
        loading={resend.isPending}
        onClick={() =>
          resend.mutate(email, {
            onError: (error) =>
              toast.error('Erro ao reenviar', {
                description: getErrorMessage(error, 'Não foi possível reenviar agora. Tente novamente.'),
              }),
          })
        }
      >
        {resend.isPending ? 'Reenviando...' : RESEND_LABEL}
      </Button>
    </div>
  );
}
