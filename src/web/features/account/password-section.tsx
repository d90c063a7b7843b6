import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type PasswordChangeForm, passwordChangeFormSchema } from '../../../shared/account/schemas';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { PasswordInput } from '../../components/ui/password-input';
import { getErrorMessage } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { useChangePassword } from './account-api';
import { applyServerIssues } from './apply-server-issues';

const EMPTY: PasswordChangeForm = { senha_atual: '', nova_senha: '', confirmar_senha: '' };
const FIELDS = ['senha_atual', 'nova_senha', 'confirmar_senha'] as const;

/** "Senha": asks for the current one; on success every other device is signed out, this one stays. */
export function PasswordSection() {
  const change = useChangePassword();
  const client = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PasswordChangeForm>({ resolver: zodResolver(passwordChangeFormSchema), defaultValues: EMPTY });

  const submit = handleSubmit(async ({ senha_atual, nova_senha }) => {
    try {
      const message = await change.mutateAsync({ senha_atual, nova_senha });
      reset(EMPTY);
      toast.success(message);
      void client.invalidateQueries({ queryKey: queryKeys.accountSessions });
    } catch (error) {
      if (!applyServerIssues(error, FIELDS, setError))
        toast.error('Não foi possível trocar a senha', {
          description: getErrorMessage(error, 'Tente novamente.'),
        });
    }
  });

  return (
    <Card aria-labelledby="account-password-title" role="region">
      <CardHeader>
        <CardTitle id="account-password-title">Senha</CardTitle>
        <CardDescription>
          Ao trocar a senha, todos os outros dispositivos saem da sua conta. Este continua conectado.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Senha atual"
            error={errors.senha_atual?.message}
            required
            className="sm:col-span-2"
          >
            <PasswordInput autoComplete="current-password" {...register('senha_atual')} />
          </FormField>
          <FormField label="Nova senha" error={errors.nova_senha?.message} required>
            <PasswordInput autoComplete="new-password" {...register('nova_senha')} />
          </FormField>
          <FormField label="Confirme a nova senha" error={errors.confirmar_senha?.message} required>
            <PasswordInput autoComplete="new-password" {...register('confirmar_senha')} />
          </FormField>
          <div className="sm:col-span-2">
            <Button type="submit" loading={change.isPending}>
              Trocar senha
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
