import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheckBig, Clock3, Link2Off, LoaderCircle, WifiOff } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ERROR_CODE } from '../../../../shared/error-codes';
import { Button } from '../../../components/ui/button';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { classifyLinkFailure } from '../api';
import { AuthLayout } from '../components/auth-layout';
import { StatusPanel } from '../components/status-panel';
import { requestEmailChangeConfirmation } from '../email-change-api';
import { useAuth } from '../use-auth';
import { useSpendLinkOnce } from '../use-spend-link-once';

/**
 * /confirmar-email/:token: the link sent to the new address of an e-mail change (docs/account.md). Confirms
 * once on arrival, signed in or not, then says how it went.
 */
export function Component() {
  const { token = '' } = useParams();
  const client = useQueryClient();
  const confirmation = useMutation({
    mutationFn: requestEmailChangeConfirmation,
    // A signed-in tab shows the new address at once.
    onSuccess: () => void client.invalidateQueries(),
  });
  const { mutate } = confirmation;
  useSpendLinkOnce(token, mutate);
  const { status } = useAuth();
  const isSignedIn = status === 'authenticated';
  const next = (
    <Button asChild variant="brand" size="lg" className="w-full">
      <Link to={isSignedIn ? '/conta' : '/login'}>
        {isSignedIn ? 'Ir para Minha conta' : 'Entrar na Conta'}
      </Link>
    </Button>
  );

  let panel = (
    <StatusPanel
      icon={LoaderCircle}
      iconClassName="animate-spin"
      tone="brand"
      title="Confirmando seu novo e-mail..."
      description="Só um instante."
    />
  );
  if (confirmation.isSuccess) {
    panel = (
      <StatusPanel
        icon={CircleCheckBig}
        tone="success"
        title="E-mail alterado!"
        focusOnMount
        description={confirmation.data}
      >
        {next}
      </StatusPanel>
    );
  } else if (confirmation.isError) {
    const error = confirmation.error;
    const failure = classifyLinkFailure(error);
    const taken = error instanceof ApiError && error.code === ERROR_CODE.conflict;
    panel =
      taken || failure !== 'unavailable' ? (
        <StatusPanel
          icon={failure === 'expired' ? Clock3 : Link2Off}
          tone={failure === 'expired' ? 'warning' : 'destructive'}
          title={taken ? 'E-mail indisponível' : failure === 'expired' ? 'Link expirado' : 'Link inválido'}
          focusOnMount
          description={
            taken
              ? getErrorMessage(error, 'Este e-mail já pertence a outra conta.')
              : 'Este link de troca de e-mail expirou, já foi usado ou foi substituído por um pedido mais novo. Peça a troca de novo em Minha conta.'
          }
        >
          {next}
        </StatusPanel>
      ) : (
        <StatusPanel
          icon={WifiOff}
          tone="destructive"
          title="Não foi possível confirmar agora"
          focusOnMount
          description={getErrorMessage(error, 'Tente novamente em instantes.')}
        >
          <Button type="button" variant="brand" size="lg" className="w-full" onClick={() => mutate(token)}>
            Tentar novamente
          </Button>
        </StatusPanel>
      );
  }
  return <AuthLayout>{panel}</AuthLayout>;
}
