import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ACCOUNT_MESSAGES } from '../../../shared/account/messages';
import { type EmailChangeBody, emailChangeBodySchema } from '../../../shared/account/schemas';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { PasswordInput } from '../../components/ui/password-input';
import { Skeleton } from '../../components/ui/skeleton';
import { getErrorMessage } from '../../lib/api-client';
import { useAccount, useCancelEmailChange, useRequestEmailChange } from './account-api';
import { applyServerIssues } from './apply-server-issues';

const EMPTY: EmailChangeBody = { email: '', senha: '' };

/** "E-mail": the address of the account; a new one takes effect only once its confirmation link is opened. */
export function EmailSection() {
  const account = useAccount();
  const requestChange = useRequestEmailChange();
  const cancel = useCancelEmailChange();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<EmailChangeBody>({ resolver: zodResolver(emailChangeBodySchema), defaultValues: EMPTY });

  const submit = handleSubmit(async (values) => {
    try {
      await requestChange.mutateAsync(values);
      reset(EMPTY);
      toast.success('Confirme no novo e-mail', { description: ACCOUNT_MESSAGES.emailChangeSent });
    } catch (error) {
      if (!applyServerIssues(error, ['email', 'senha'], setError))
        toast.error('Não foi possível pedir a troca', {
          description: getErrorMessage(error, 'Tente novamente.'),
        });
    }
  });

  const cancelChange = async () => {
    try {
      await cancel.mutateAsync();
      toast.success('Troca de e-mail cancelada.');
    } catch (error) {
      toast.error('Não foi possível cancelar', { description: getErrorMessage(error, 'Tente novamente.') });
    }
  };

  const pending = account.data?.email_pendente;
  return (
    <Card aria-labelledby="account-email-title" role="region">
      <CardHeader>
        <CardTitle id="account-email-title">E-mail</CardTitle>
        <CardDescription>
          {account.data ? (
            <>
              Você entra com <strong className="font-semibold text-foreground">{account.data.email}</strong>.
              Para trocar, enviamos um link ao novo endereço; o atual é avisado.
            </>
          ) : (
            'O endereço com que você entra e recebe nossos e-mails.'
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {pending ? (
          <div
            role="status"
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-info/20 bg-info-soft px-3 py-2.5 text-sm text-info-soft-foreground"
          >
            <span className="flex min-w-0 items-center gap-2">
              <MailCheck className="size-4 shrink-0" aria-hidden="true" />
              <span className="min-w-0 break-words">
                Aguardando confirmação de <strong className="font-semibold">{pending}</strong>. Abra o link
                que enviamos para lá.
              </span>
            </span>
            <Button
              type="button"
              variant="outline"
              size="sm"
              loading={cancel.isPending}
              onClick={() => void cancelChange()}
            >
              Cancelar troca
            </Button>
          </div>
        ) : null}
        {account.isPending ? (
          <Skeleton className="h-[4.5rem] w-full" />
        ) : (
          <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
            <FormField label="Novo e-mail" error={errors.email?.message} required>
              <Input type="email" autoComplete="email" {...register('email')} />
            </FormField>
            <FormField label="Sua senha" error={errors.senha?.message} required>
              <PasswordInput autoComplete="current-password" {...register('senha')} />
            </FormField>
            <div className="sm:col-span-2">
              <Button type="submit" loading={requestChange.isPending}>
                Enviar link de confirmação
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
