import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  type AdminUser,
  USER_ROLE_LABELS,
  USER_STATUS_LABELS,
  type UserEditForm,
  userEditBodySchema,
} from '../../../../shared/admin/users';
import { USER_STATUSES } from '../../../../shared/constants';
import { ERROR_CODE } from '../../../../shared/error-codes';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { OptionsSelect } from '../../../components/ui/options-select';
import { ApiError } from '../../../lib/api-client';
import { useUpdateUser } from './users-api';

// Cliente first: the usual choice.
const ROLE_OPTIONS = (['cliente', 'admin'] as const).map((value) => ({
  value,
  label: USER_ROLE_LABELS[value],
}));

const STATUS_OPTIONS = USER_STATUSES.map((value) => ({ value, label: USER_STATUS_LABELS[value] }));

function toFormValues(user: AdminUser | null): UserEditForm {
  return {
    nome: user?.nome ?? '',
    email: user?.email ?? '',
    tipo: user?.tipo ?? 'cliente',
    status: user?.status ?? 'ativo',
  };
}

/** The edit form of docs/product-rules.md §2 (nome, email, tipo, status), checked by the same schema as the API. */
export function UserEditDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const update = useUpdateUser();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<UserEditForm>({ resolver: zodResolver(userEditBodySchema), defaultValues: toFormValues(user) });

  useEffect(() => reset(toFormValues(user)), [user, reset]);

  const submit = handleSubmit(async (values) => {
    if (!user) return;
    try {
      await update.mutateAsync({ id: user.id, body: userEditBodySchema.parse(values) });
      onClose();
    } catch (error) {
      // The toast says it failed; the field says why when the server named one (e-mail taken).
      if (error instanceof ApiError && error.code === ERROR_CODE.conflict)
        setError('email', { message: error.message });
      for (const issue of error instanceof ApiError ? (error.body?.issues ?? []) : []) {
        if (issue.path in values) setError(issue.path as keyof UserEditForm, { message: issue.message });
      }
    }
  });

  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Editar Usuário</DialogTitle>
          <DialogDescription>Altere os dados, o tipo de acesso ou o status da conta.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField label="Nome" error={errors.nome?.message} required>
            <Input autoComplete="off" {...register('nome')} />
          </FormField>
          <FormField label="Email" error={errors.email?.message} required>
            <Input type="email" autoComplete="off" {...register('email')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <Controller
              control={control}
              name="tipo"
              render={({ field }) => (
                <FormField label="Tipo" error={errors.tipo?.message}>
                  {(controlProps) => (
                    <OptionsSelect
                      {...controlProps}
                      value={field.value}
                      onValueChange={field.onChange}
                      onBlur={field.onBlur}
                      options={ROLE_OPTIONS}
                    />
                  )}
                </FormField>
              )}
            />
            <Controller
              control={control}
              name="status"
              render={({ field }) => (
                <FormField label="Status" error={errors.status?.message}>
                  {(controlProps) => (
                    <OptionsSelect
                      {...controlProps}
                      value={field.value}
                      onValueChange={field.onChange}
                      onBlur={field.onBlur}
                      options={STATUS_OPTIONS}
                    />
                  )}
                </FormField>
              )}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={update.isPending}>
              Salvar alterações
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
