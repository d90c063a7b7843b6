import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { emailOnlyBodySchema } from '../../../../shared/auth/schemas';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { getErrorMessage } from '../../../lib/api-client';
import { useVerificationResend } from '../api';

export const RESEND_LABEL = 'Reenviar e-mail de confirmação';
export const RESEND_FALLBACK_MESSAGE =
  'Se o endereço estiver cadastrado, você receberá um e-mail em instantes.';

/** Asks for a new verification link by e-mail (for an expired or broken link). */
export function ResendVerificationForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const resend = useVerificationResend();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(emailOnlyBodySchema), defaultValues: { email: defaultEmail } });

  if (resend.isSuccess) {
    return <ResendSuccess message={resend.data ?? RESEND_FALLBACK_MESSAGE} />;
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={handleSubmit(({ email }) =>
        resend.mutateAsync(email).catch((error: unknown) => {
          toast.error('Erro ao reenviar', {
            description: getErrorMessage(error, 'Não foi possível reenviar agora. Tente novamente.'),
          });
        }),
      )}
    >
      <FormField label="E-mail da conta" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="voce@exemplo.com"
          {...register('email')}
        />
      </FormField>
      <Button type="submit" variant="brand" size="lg" className="w-full" loading={resend.isPending}>
        {resend.isPending ? 'Reenviando...' : RESEND_LABEL}
      </Button>
    </form>
  );
}

/** Neutral on purpose: the API answers the same whether or not the address has an account. */
export function ResendSuccess({ message }: { message: string }) {
  return (
    <p
      role="status"
      className="flex items-start gap-2.5 rounded-lg bg-success-soft p-3 text-sm text-success-soft-foreground"
    >
      <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}
