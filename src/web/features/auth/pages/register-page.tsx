import { type FormEvent, lazy, type RefObject, Suspense, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { getErrorMessage } from '../../../lib/api-error';
import { AuthCard, authLinkClassName } from '../components/auth-card';
import { AuthLayout } from '../components/auth-layout';
import { SignupPromoBanner, SignupPromoPanel } from '../components/signup-promo';
import type { RegisterErrors, RegisterValues } from '../register-check';

// Shown once the account exists: loaded then, with what it needs to send the link again.
const CheckEmailPanel = lazy(() =>
  import('../components/check-email-panel').then((module) => ({ default: module.CheckEmailPanel })),
);

/** The shared schema's check (register-check.ts), loaded once the visitor starts on the form. */
const loadCheck = () => import('../register-check');
/** The sign-up call and its weak-password reasons, loaded when the form is sent. */
const loadApi = () => import('../api');

/** A refused sign-up's toast; sonner comes with it, not with the page (the app and the light entry mount a Toaster). */
function toastSignUpError(description: string) {
  void import('sonner').then(({ toast }) => toast.error('Erro no Cadastro', { description }));
}

const EMPTY: RegisterValues = { nome: '', email: '', senha: '', confirmarSenha: '' };
const FIELDS = ['nome', 'email', 'senha', 'confirmarSenha'] as const;

/**
 * /register (docs/product-rules.md §2), shown by the app's route and by the light register entry
 * (app/register-main.tsx) on a first visit. E-mail activation is required, so success shows 'Confirme seu e-mail'
 * (with 'Reenviar' and the login with the address filled in), not the app. React state and the shared schema
 * loaded on demand instead of a form library: docs/decisions/0018-fast-on-a-phone.md. As before, the form is
 * checked when sent and then again on each change of a field.
 */
export function RegisterScreen() {
  const location = useLocation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const check = useRef<Awaited<ReturnType<typeof loadCheck>> | null>(null);
  const refs: Record<keyof RegisterValues, RefObject<HTMLInputElement | null>> = {
    nome: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    senha: useRef<HTMLInputElement>(null),
    confirmarSenha: useRef<HTMLInputElement>(null),
  };

  const loadChecks = async () => {
    check.current ??= await loadCheck();
    return check.current;
  };

  const change = (field: keyof RegisterValues) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // After a first try, each change checks its field again (the schema is loaded by then).
    if (submitted && check.current) {
      const message = check.current.checkRegister(next).errors[field];
      setErrors((current) => ({ ...current, [field]: message }));
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitting(true);
    try {
      const { errors: found, body } = (await loadChecks()).checkRegister(values);
      setSubmitted(true);
      setErrors(found);
      const first = FIELDS.find((field) => found[field]);
      if (first || !body) {
        if (first) refs[first].current?.focus();
        return;
      }
      const { getWeakPasswordReasons, requestSignUp } = await loadApi();
      try {
        await requestSignUp(body);
      } catch (error) {
        const reasons = getWeakPasswordReasons(error);
        if (reasons.length > 0) {
          setErrors((current) => ({ ...current, senha: reasons.join(' ') }));
          refs.senha.current?.focus();
          toastSignUpError(reasons.join(' '));
          return;
        }
        toastSignUpError(getErrorMessage(error, 'Erro ao criar conta'));
        return;
      }
      setSentTo(body.email);
    } finally {
      setSubmitting(false);
    }
  };

  if (sentTo) {
    return (
      <AuthLayout brandContent={<SignupPromoPanel />} showHighlights={false}>
        <Suspense fallback={null}>
          <CheckEmailPanel
            email={sentTo}
            navigationState={location.state}
            onChangeEmail={() => setSentTo(null)}
          />
        </Suspense>
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
        {/* The first focus starts loading the check, so it is there when the form is sent. */}
        <form noValidate onSubmit={submit} onFocus={() => void loadChecks()} className="flex flex-col gap-5">
          <FormField label="Nome Completo" error={errors.nome}>
            <Input
              ref={refs.nome}
              name="nome"
              autoComplete="name"
              placeholder="Seu nome"
              value={values.nome}
              onChange={change('nome')}
            />
          </FormField>
          <FormField label="E-mail" error={errors.email}>
            <Input
              ref={refs.email}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="voce@exemplo.com"
              value={values.email}
              onChange={change('email')}
            />
          </FormField>
          <FormField label="Senha" error={errors.senha} description="Pelo menos 6 caracteres.">
            <PasswordInput
              ref={refs.senha}
              name="senha"
              autoComplete="new-password"
              placeholder="Crie uma senha"
              value={values.senha}
              onChange={change('senha')}
            />
          </FormField>
          <FormField label="Confirmar senha" error={errors.confirmarSenha}>
            <PasswordInput
              ref={refs.confirmarSenha}
              name="confirmarSenha"
              autoComplete="new-password"
              placeholder="Repita a senha"
              value={values.confirmarSenha}
              onChange={change('confirmarSenha')}
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

/** The app's /register route: the same screen. */
export const Component = RegisterScreen;
