import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { WORKSPACE_ENDPOINTS } from '../../../shared/workspaces/endpoints';
import { type Workspace, workspaceNameBodySchema } from '../../../shared/workspaces/schemas';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { setActiveWorkspaceId } from '../../lib/active-workspace';
import { ApiError, getErrorMessage } from '../../lib/api-client';
import { createApi } from '../../lib/endpoint-client';
import { queryKeys } from '../../lib/query-keys';
import { useSubmissionKey } from '../../lib/submission-key';

const workspacesApi = createApi(WORKSPACE_ENDPOINTS);

interface NameForm {
  nome: string;
}

/**
 * "Criar espaço de equipe": a name (the shared schema's messages), sent once under a double tap
 * (Idempotency-Key); the new team joins the list and becomes the active workspace at once.
 */
export function CreateWorkspaceDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  const create = useMutation({
    mutationFn: (body: NameForm) =>
      workspacesApi.create({ body }, { idempotencyKey: submission.keyFor(body) }),
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<NameForm>({ resolver: zodResolver(workspaceNameBodySchema), defaultValues: { nome: '' } });

  const close = (next: boolean) => {
    if (!next) reset({ nome: '' });
    onOpenChange(next);
  };

  const submit = handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(values);
      submission.done();
      // In the list before it becomes active: an active id missing from the list reads as a workspace gone.
      queryClient.setQueryData<Workspace[]>(queryKeys.workspaces, (list) => [
        ...(list ?? []).filter((workspace) => workspace.id !== created.id),
        created,
      ]);
      setActiveWorkspaceId(created.id);
      void queryClient.invalidateQueries({ queryKey: queryKeys.workspaces });
      toast.success(`Espaço “${created.nome}” criado. Você está nele agora.`);
      close(false);
    } catch (error) {
      const issue =
        error instanceof ApiError ? error.body?.issues?.find((i) => i.path === 'nome') : undefined;
      if (issue) setError('nome', { message: issue.message }, { shouldFocus: true });
      else
        toast.error('Não foi possível criar o espaço', {
          description: getErrorMessage(error, 'Tente novamente.'),
        });
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Criar espaço de equipe</DialogTitle>
          <DialogDescription>
            Um espaço tem os próprios créditos, carrosséis e marcas. Você será o dono e poderá convidar
            pessoas.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-5">
          <FormField
            label="Nome do espaço"
            error={errors.nome?.message}
            description="Por exemplo, o nome do cliente ou da agência."
            required
          >
            <Input autoComplete="off" maxLength={80} {...register('nome')} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancelar
            </Button>
            <Button type="submit" loading={create.isPending}>
              Criar espaço
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
