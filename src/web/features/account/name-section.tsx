import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type NameChangeBody, nameChangeBodySchema } from '../../../shared/account/schemas';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { getErrorMessage } from '../../lib/api-client';
import { useAccount, useRenameAccount } from './account-api';
import { applyServerIssues } from './apply-server-issues';

/** "Seu nome": the name the menus, the e-mails and a new brand kit use. */
export function NameSection() {
  const account = useAccount();
  const rename = useRenameAccount();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<NameChangeBody>({ resolver: zodResolver(nameChangeBodySchema), defaultValues: { nome: '' } });

  const savedName = account.data?.nome;
  useEffect(() => {
    if (savedName !== undefined) reset({ nome: savedName });
  }, [savedName, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await rename.mutateAsync(values);
      reset({ nome: saved.nome });
      toast.success('Nome atualizado.');
    } catch (error) {
      if (!applyServerIssues(error, ['nome'], setError))
        toast.error('Não foi possível salvar o nome', {
          description: getErrorMessage(error, 'Tente novamente.'),
        });
    }
  });

  return (
    <Card aria-labelledby="account-name-title" role="region">
      <CardHeader>
        <CardTitle id="account-name-title">Seu nome</CardTitle>
        <CardDescription>Como você aparece no Carrossel e nos nossos e-mails.</CardDescription>
      </CardHeader>
      <CardContent>
        {account.isPending ? (
          <Skeleton className="h-[4.5rem] w-full" />
        ) : (
          <form noValidate onSubmit={submit} className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <FormField label="Nome completo" error={errors.nome?.message} required className="flex-1">
              <Input autoComplete="name" {...register('nome')} />
            </FormField>
            <Button type="submit" loading={rename.isPending} disabled={!isDirty} className="sm:mt-[1.625rem]">
              Salvar nome
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
