import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { loginBodySchema } from '../../../../shared/auth/schemas';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { getErrorMessage } from '../../../lib/api-client';
import { getApiErrorCode } from '../api';
import { AuthCard, authLinkClassName } from '../components/auth-card';
import { AuthLayout } from '../components/auth-layout';
import { BlockedAccountSupport } from '../components/blocked-account-support';
import { LoginPromoBanner } from '../components/signup-promo';
import { UnconfirmedEmailNotice } from '../components/unconfirmed-email-notice';
import { getPrefilledEmail } from '../navigation-state';
import { useAuth } from '../use-auth';

/**
 * /login (docs/product-rules.md §2). Redirects after success are the guest guard's job: it sends the user back to where
 * they were going, or to /dashboard.
 */
export function Component() {
  const { signIn } = useAuth();
  const location = useLocation();
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const [blockedEmail, setBlockedEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: getPrefilledEmail(location.state) ?? '', senha: '' },
  });

  const submit = handleSubmit(async (values) => {
    setUnconfirmedEmail(null);
    setBlockedEmail(null);
    try {
      await signIn(values);
    } catch (error) {
      const code = getApiErrorCode(error);
      if (code === 'email_not_confirmed') setUnconfirmedEmail(values.email);
      if (code === 'account_blocked') {
        // The notice says it in place, with the way to reach the team; no toast repeating it.
        setBlockedEmail(values.email);
        return;
      }
      toast.error('Erro no Login', { description: getErrorMessage(error, 'Erro ao fazer login') });
    }
  });

  return (
    <AuthLayout mobileExtra={<LoginPromoBanner navigationState={location.state} />}>
      <AuthCard
        title="Entrar na sua conta"
        description="Bem-vindo de volta! Continue criando seus carrosséis."
        footer={
          <p>
            Ainda não tem conta?{' '}
            <Link to="/register" state={location.state} className={authLinkClassName}>
              Criar conta grátis
            </Link>
            {' · '}
            <Link to="/planos" className={authLinkClassName}>
              Planos e exemplos
            </Link>
          </p>
        }
      >
        {/* Outside the form: the notice's own dialog holds a form, and React events cross portals. */}
        {blockedEmail ? (
          <div className="mb-5">
            <BlockedAccountSupport email={blockedEmail} />
          </div>
        ) : null}
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          {unconfirmedEmail ? <UnconfirmedEmailNotice email={unconfirmedEmail} /> : null}
          <FormField label="E-mail" error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="voce@exemplo.com"
              {...register('email')}
            />
          </FormField>
          <div className="flex flex-col gap-2">
            <FormField label="Senha" error={errors.senha?.message}>
              <PasswordInput autoComplete="current-password" placeholder="Sua senha" {...register('senha')} />
            </FormField>
            <Link to="/forgot-password" className={`${authLinkClassName} self-end text-sm`}>
              Esqueceu sua senha?
            </Link>
          </div>
          <Button type="submit" variant="brand" size="lg" className="w-full" loading={isSubmitting}>
            {isSubmitting ? 'Entrando...' : 'Entrar na Conta'}
          </Button>
        </form>
      </AuthCard>
    </AuthLayout>
  );
}
