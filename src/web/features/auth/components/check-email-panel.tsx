import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { SIGNUP_BONUS_CREDITS } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-client';
import { useVerificationResend } from '../api';
import { extendNavigationState } from '../navigation-state';
import { RESEND_FALLBACK_MESSAGE, ResendSuccess } from './resend-verification-form';
import { StatusPanel } from './status-panel';
import { WithQueryClient } from './with-query-client';

interface CheckEmailPanelProps {
  email: string;
  navigationState: unknown;
  onChangeEmail: () => void;
}

/** The panel with a query client of its own when shown by the light register entry (with-query-client.tsx). */
export function CheckEmailPanel(props: CheckEmailPanelProps) {
  return (
    <WithQueryClient>
      <CheckEmailPanelView {...props} />
    </WithQueryClient>
  );
}

/**
 * After sign-up: the account waits for its e-mail to be confirmed. Says where the link went, offers
 * 'Reenviar' (the same neutral answer as the resend form) and the login with the address filled in.
 */
function CheckEmailPanelView({ email, navigationState, onChangeEmail }: CheckEmailPanelProps) {
  const resend = useVerificationResend();
  return (
    <StatusPanel
      icon={MailCheck}
      tone="brand"
      title="Confirme seu e-mail"
      focusOnMount
      description={
        <>
          Enviamos um link de confirmação para <strong className="break-all text-foreground">{email}</strong>.
          Abra o e-mail e toque no link para ativar sua conta e receber seus {SIGNUP_BONUS_CREDITS} créditos
          grátis.
        </>
      }
    >
      <p className="text-center text-sm text-muted-foreground">
        Não chegou? Confira a caixa de spam ou promoções.
      </p>
      {resend.isSuccess ? <ResendSuccess message={resend.data ?? RESEND_FALLBACK_MESSAGE} /> : null}
      <Button
        type="button"
        variant="outline"
        size="lg"
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
        {resend.isPending ? 'Reenviando...' : 'Reenviar'}
      </Button>
      <Button asChild variant="brand" size="lg" className="w-full">
        <Link to="/login" state={extendNavigationState(navigationState, { email })}>
          Ir para o login
        </Link>
      </Button>
      <Button type="button" variant="link" onClick={onChangeEmail}>
        Usar outro e-mail
      </Button>
    </StatusPanel>
  );
}
