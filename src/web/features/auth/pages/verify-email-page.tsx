import { CircleCheckBig, Clock3, Link2Off, LoaderCircle, WifiOff } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-client';
import { classifyLinkFailure, useEmailVerification } from '../api';
import { AuthLayout } from '../components/auth-layout';
import { ResendVerificationForm } from '../components/resend-verification-form';
import { StatusPanel } from '../components/status-panel';
import { useAuth } from '../use-auth';
import { useSpendLinkOnce } from '../use-spend-link-once';

/** /verify-email/:token: the link from the sign-up e-mail. Confirms once on arrival, then says how it went. */
export function Component() {
  const { token = '' } = useParams();
  const verification = useEmailVerification();
  const { mutate } = verification;
  useSpendLinkOnce(token, mutate);

  return (
    <AuthLayout>
      <VerificationOutcome
        state={verification.status}
        email={verification.data?.email ?? null}
        error={verification.error}
        onRetry={() => mutate(token)}
      />
    </AuthLayout>
  );
}

function VerificationOutcome({
  state,
  email,
  error,
  onRetry,
}: {
  state: 'idle' | 'pending' | 'success' | 'error';
  email: string | null;
  error: unknown;
  onRetry: () => void;
}) {
  const { status } = useAuth();

  if (state === 'idle' || state === 'pending') {
    return (
      <StatusPanel
        icon={LoaderCircle}
        iconClassName="animate-spin"
        tone="brand"
        title="Confirmando seu e-mail..."
        description="Só um instante enquanto ativamos sua conta."
      />
    );
  }

  if (state === 'success') {
    const isSignedIn = status === 'authenticated';
    return (
      <StatusPanel
        icon={CircleCheckBig}
        tone="success"
        title="E-mail confirmado!"
        focusOnMount
        description="Sua conta está ativa e seus créditos grátis já estão esperando por você."
      >
        <Button asChild variant="brand" size="lg" className="w-full">
          <Link to={isSignedIn ? '/dashboard' : '/login'} state={email ? { email } : undefined}>
            {isSignedIn ? 'Ir para o painel' : 'Entrar na Conta'}
          </Link>
        </Button>
      </StatusPanel>
    );
  }

  const failure = classifyLinkFailure(error);
  if (failure === 'expired') {
    return (
      <StatusPanel
        icon={Clock3}
        tone="warning"
        title="Link expirado"
        focusOnMount
        description="Este link de confirmação expirou ou já foi usado. Se você já confirmou, é só entrar; se não, peça um novo link."
      >
        <ResendVerificationForm />
        <Button asChild variant="ghost" className="w-full">
          <Link to="/login">Ir para o login</Link>
        </Button>
      </StatusPanel>
    );
  }
  if (failure === 'invalid') {
    return (
      <StatusPanel
        icon={Link2Off}
        tone="destructive"
        title="Link inválido"
        focusOnMount
        description="Não reconhecemos este link de confirmação. Confira se abriu o endereço completo do e-mail ou peça um novo."
      >
        <ResendVerificationForm />
        <Button asChild variant="ghost" className="w-full">
          <Link to="/login">Ir para o login</Link>
        </Button>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel
      icon={WifiOff}
      tone="destructive"
      title="Não foi possível confirmar agora"
      focusOnMount
      description={getErrorMessage(error, 'Tente novamente em instantes.')}
    >
      <Button type="button" variant="brand" size="lg" className="w-full" onClick={onRetry}>
        Tentar novamente
      </Button>
    </StatusPanel>
  );
}
