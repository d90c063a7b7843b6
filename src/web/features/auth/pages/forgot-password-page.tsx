import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { emailOnlyBodySchema } from '../../../../shared/auth/schemas';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { getErrorMessage } from '../../../lib/api-client';
import { usePasswordResetLink } from '../api';
import { AuthCard, authLinkClassName } from '../components/auth-card';
import { AuthLayout } from '../components/auth-layout';
import { StatusPanel } from '../components/status-panel';

/** /forgot-password: asks for a reset link. The answer never says whether the address has an account. */
export function Component() {
  const sendLink = usePasswordResetLink();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(emailOnlyBodySchema), defaultValues: { email: '' } });

  const submit = handleSubmit(async ({ email }) => {
    try {
      await sendLink.mutateAsync(email);
    } catch (error) {
      toast.error('Erro ao enviar o link', {
        description: getErrorMessage(error, 'Não foi possível enviar agora. Tente novamente.'),
      });
    }
  });

  if (sendLink.isSuccess) {
    return (
      <AuthLayout>
        <StatusPanel
          icon={MailCheck}
          tone="success"
          title="Verifique seu e-mail"
          focusOnMount
          description={
            <>
              Se houver uma conta com{' '}
              <strong className="font-semibold wrap-anywhere text-foreground">{getValues('email')}</strong>,
              enviamos um link para criar uma nova senha. Ele vale por 1 hora.
            </>
          }
        >
          <Button asChild variant="brand" size="lg" className="w-full">
            <Link to="/login">Voltar para o login</Link>
          </Button>
          <Button type="button" variant="ghost" className="w-full" onClick={() => sendLink.reset()}>
            Não recebeu? Enviar para outro e-mail
          </Button>
        </StatusPanel>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <AuthCard
        title="Esqueceu sua senha?"
        description="Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha."
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
          <FormField label="E-mail" error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="voce@exemplo.com"
              {...register('email')}
            />
          </FormField>
          <Button type="submit" variant="brand" size="lg" className="w-full" loading={isSubmitting}>
            {isSubmitting ? 'Enviando...' : 'Enviar link de recuperação'}
          </Button>
        </form>
      </AuthCard>
    </AuthLayout>
  );
}
