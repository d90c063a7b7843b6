import { type FormEvent, lazy, Suspense, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { LoginBody } from '../../../../shared/auth/schemas';
import { ERROR_CODE } from '../../../../shared/error-codes';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { getApiErrorCode, getErrorMessage } from '../../../lib/api-error';
import { AuthCard, authLinkClassName } from '../components/auth-card';
import { AuthLayout } from '../components/auth-layout';
import { LoginPromoBanner } from '../components/signup-promo';
import { checkLogin, type LoginErrors, type LoginValues } from '../login-check';
import { getPrefilledEmail } from '../navigation-state';
import { useAuth } from '../use-auth';

// Shown only after the API refuses a sign-in: loaded then, so the first visit carries neither (nor their forms).
const UnconfirmedEmailNotice = lazy(() =>
  import('../components/login-notices').then((module) => ({ default: module.UnconfirmedEmailNotice })),
);
const BlockedAccountSupport = lazy(() =>
  import('../components/login-notices').then((module) => ({ default: module.BlockedAccountSupport })),
);

/** A refused sign-in's toast; sonner comes with it, not with the page (the app and the login entry mount a Toaster). */
function toastLoginError(error: unknown) {
  void import('sonner').then(({ toast }) =>
    toast.error('Erro no Login', { description: getErrorMessage(error, 'Erro ao fazer login') }),
  );
}

export interface LoginScreenProps {
  /** Signs in, or throws the API's error; where to go next is the host's job (the guest guard, or the login entry). */
  signIn: (credentials: LoginBody) => Promise<void>;
}

/**
 * /login (docs/product-rules.md §2), shown by the app's route below and by the light login entry
 * (app/login-main.tsx) on a first visit. React state and a hand check (login-check.ts) instead of a form library
 * and zod: this is the page with the tightest JavaScript budget (docs/decisions/0018-fast-on-a-phone.md).
 */
export function LoginScreen({ signIn }: LoginScreenProps) {
  const location = useLocation();
  const [values, setValues] = useState<LoginValues>(() => ({
    email: getPrefilledEmail(location.state) ?? '',
    senha: '',
  }));
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const [blockedEmail, setBlockedEmail] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const senhaRef = useRef<HTMLInputElement>(null);

  const change = (field: keyof LoginValues) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // Like the other forms: after a first try, each change checks again.
    if (submitted) setErrors(checkLogin(next).errors);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitted(true);
    const { errors: found, body } = checkLogin(values);
    setErrors(found);
    if (found.email || found.senha) {
      (found.email ? emailRef : senhaRef).current?.focus();
      return;
    }
    setUnconfirmedEmail(null);
    setBlockedEmail(null);
    setSubmitting(true);
    try {
      await signIn(body);
    } catch (error) {
      const code = getApiErrorCode(error);
      if (code === ERROR_CODE.email_not_confirmed) setUnconfirmedEmail(body.email);
      if (code === ERROR_CODE.account_blocked) {
        // The notice says it in place, with the way to reach the team; no toast repeating it.
        setBlockedEmail(body.email);
        return;
      }
      toastLoginError(error);
    } finally {
      setSubmitting(false);
    }
  };

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
            <Suspense fallback={null}>
              <BlockedAccountSupport email={blockedEmail} />
            </Suspense>
          </div>
        ) : null}
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          {unconfirmedEmail ? (
            <Suspense fallback={null}>
              <UnconfirmedEmailNotice email={unconfirmedEmail} />
            </Suspense>
          ) : null}
          <FormField label="E-mail" error={errors.email}>
            <Input
              ref={emailRef}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="voce@exemplo.com"
              value={values.email}
              onChange={change('email')}
            />
          </FormField>
          <div className="flex flex-col gap-2">
            <FormField label="Senha" error={errors.senha}>
              <PasswordInput
                ref={senhaRef}
                name="senha"
                autoComplete="current-password"
                placeholder="Sua senha"
                value={values.senha}
                onChange={change('senha')}
              />
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

/** The app's /login route; after success the guest guard sends the user back to where they were going, or to /dashboard. */
export function Component() {
  const { signIn } = useAuth();
  return <LoginScreen signIn={signIn} />;
}
