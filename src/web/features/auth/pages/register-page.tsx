import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { registerFormSchema } from '../../../../shared/auth/schemas';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { getErrorMessage } from '../../../lib/api-client';
import { getWeakPasswordReasons, useSignUp } from '../api';
import { AuthCard, authLinkClassName } from '../components/auth-card';
import { AuthLayout } from '../components/auth-layout';
import { CheckEmailPanel } from '../components/check-email-panel';
import { SignupPromoBanner, SignupPromoPanel } from '../components/signup-promo';

/**
 * /register (docs/product-rules.md §2). E-mail activation is required, so success shows 'Confirme seu e-mail'
 * (with 'Reenviar' and the login with the address filled in), not the app.
 */
export function Component() {
  const signUp = useSignUp();
  const location = useLocation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { nome: '', email: '', senha: '', confirmarSenha: '' },
  });

  const submit = handleSubmit(async ({ nome, email, senha }) => {
    try {
      await signUp.mutateAsync({ nome, email, senha });
    } catch (error) {
      const reasons = getWeakPasswordReasons(error);
      if (reasons.length > 0) {
        setError('senha', { message: reasons.join(' ') }, { shouldFocus: true });
        toast.error('Erro no Cadastro', { description: reasons.join(' ') });
        return;
      }
      toast.error('Erro no Cadastro', { description: getErrorMessage(error, 'Erro ao criar conta') });
      return;
    }
    setSentTo(email);
  });

  if (sentTo) {
    return (
      <AuthLayout brandContent={<SignupPromoPanel />} showHighlights={false}>
        <CheckEmailPanel
          email={sentTo}
          navigationState={location.state}
          onChangeEmail={() => setSentTo(null)}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      brandContent={<SignupPromoPanel />}
      showHighlights={false}
      mobileExtra={<SignupPromoBanner />}
    >
      <AuthCard
        title="Criar sua conta"
        description="Leva menos de um minuto. Depois é só confirmar o e-mail."
        footer={
          <p>
            Já tem uma conta?{' '}
            <Link to="/login" state={location.state} className={authLinkClassName}>
              Entrar
            </Link>
            {' · '}
            <Link to="/planos" className={authLinkClassName}>
              Planos e exemplos
            </Link>
          </p>
        }
      >
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          <FormField label="Nome Completo" error={errors.nome?.message}>
            <Input autoComplete="name" placeholder="Seu nome" {...register('nome')} />
          </FormField>
          <FormField label="E-mail" error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="voce@exemplo.com"
              {...register('email')}
            />
          </FormField>
          <FormField label="Senha" error={errors.senha?.message} description="Pelo menos 6 caracteres.">
            <PasswordInput autoComplete="new-password" placeholder="Crie uma senha" {...register('senha')} />
          </FormField>
          <FormField label="Confirmar senha" error={errors.confirmarSenha?.message}>
            <PasswordInput
              autoComplete="new-password"
              placeholder="Repita a senha"
              {...register('confirmarSenha')}
            />
          </FormField>
          <Button type="submit" variant="brand" size="lg" className="w-full" loading={isSubmitting}>
            {isSubmitting ? 'Criando conta...' : 'Criar Conta Grátis'}
          </Button>
          <p className="text-center text-xs leading-relaxed text-muted-foreground">
            Ao criar sua conta, você concorda com os{' '}
            <Link to="/termos" target="_blank" className={authLinkClassName}>
              Termos de Uso
              <span className="sr-only"> (abre em nova aba)</span>
            </Link>{' '}
            e a{' '}
            <Link to="/privacidade" target="_blank" className={authLinkClassName}>
              Política de Privacidade
              <span className="sr-only"> (abre em nova aba)</span>
            </Link>
            .
          </p>
        </form>
      </AuthCard>
    </AuthLayout>
  );
}
