import { zodResolver } from '@hookform/resolvers/zod';
import { Clock3, Link2Off } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { resetPasswordFormSchema } from '../../../../shared/auth/schemas';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { getErrorMessage } from '../../../lib/api-client';
import { classifyLinkFailure, getWeakPasswordReasons, type LinkFailure, usePasswordReset } from '../api';
import { AuthCard, authLinkClassName } from '../components/auth-card';
import { AuthLayout } from '../components/auth-layout';
import { StatusPanel } from '../components/status-panel';
import { useAuth } from '../use-auth';

/** /reset-password?token=...: the link from the reset e-mail. Success sends the user to /login. */
export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [linkFailure, setLinkFailure] = useState<Exclude<LinkFailure, 'unavailable'> | null>(
    token ? null : 'invalid',
  );

  return (
    <AuthLayout>
      {linkFailure === 'expired' ? (
        <StatusPanel
          icon={Clock3}
          tone="warning"
          title="Link expirado"
          focusOnMount
          description="Este link de redefinição expirou ou já foi usado. Peça um novo: ele chega em instantes."
        >
          <RequestNewLinkButton />
        </StatusPanel>
      ) : linkFailure === 'invalid' ? (
        <StatusPanel
          icon={Link2Off}
          tone="destructive"
          title="Link inválido"
          focusOnMount
          description="Não reconhecemos este link. Confira se abriu o endereço completo do e-mail ou peça um novo."
        >
          <RequestNewLinkButton />
        </StatusPanel>
      ) : (
        <ResetPasswordForm token={token} onLinkFailure={setLinkFailure} />
      )}
    </AuthLayout>
  );
}

function RequestNewLinkButton() {
  return (
    <>
      <Button asChild variant="brand" size="lg" className="w-full">
        <Link to="/forgot-password">Pedir novo link</Link>
      </Button>
      <Button asChild variant="ghost" className="w-full">
        <Link to="/login">Voltar para o login</Link>
      </Button>
    </>
  );
}

function ResetPasswordForm({
  token,
  onLinkFailure,
}: {
  token: string;
  onLinkFailure: (failure: Exclude<LinkFailure, 'unavailable'>) => void;
}) {
  const resetPassword = usePasswordReset();
  const { session, signOut } = useAuth();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { senha: '', confirmarSenha: '' },
  });

  const submit = handleSubmit(async ({ senha }) => {
    try {
      await resetPassword.mutateAsync({ token, senha });
    } catch (error) {
      const reasons = getWeakPasswordReasons(error);
      if (reasons.length > 0) {
        setError('senha', { message: reasons.join(' ') }, { shouldFocus: true });
        return;
      }
      const failure = classifyLinkFailure(error);
      if (failure !== 'unavailable') {
        onLinkFailure(failure);
        return;
      }
      toast.error('Erro ao redefinir a senha', {
        description: getErrorMessage(error, 'Não foi possível salvar agora. Tente novamente.'),
      });
      return;
    }
    toast.success('Senha alterada!', { description: 'Entre com a nova senha.' });
    // The server ends every session of the account on a reset; this tab's must go too.
    if (session) await signOut();
    else navigate('/login', { replace: true });
  });

  return (
    <AuthCard
      title="Criar nova senha"
      description="Escolha uma senha nova para sua conta. Depois, é só entrar com ela."
      footer={
        <p>
          Lembrou a senha?{' '}
          <Link to="/login" className={authLinkClassName}>
            Voltar para o login
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <FormField label="Nova senha" error={errors.senha?.message} description="Pelo menos 6 caracteres.">
          <PasswordInput autoComplete="new-password" placeholder="Crie uma senha" {...register('senha')} />
        </FormField>
        <FormField label="Confirmar nova senha" error={errors.confirmarSenha?.message}>
          <PasswordInput
            autoComplete="new-password"
            placeholder="Repita a senha"
            {...register('confirmarSenha')}
          />
        </FormField>
        <Button type="submit" variant="brand" size="lg" className="w-full" loading={isSubmitting}>
          {isSubmitting ? 'Salvando...' : 'Salvar nova senha'}
        </Button>
      </form>
    </AuthCard>
  );
}
