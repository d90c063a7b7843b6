import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AUTH_ERRORS } from '../../../../shared/auth/messages';
import { LIMITS } from '../../../../shared/constants';
import { SUPPORT_ENDPOINTS } from '../../../../shared/support/endpoints';
import { type PublicSupportBody, publicSupportBodySchema } from '../../../../shared/support/schemas';
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
import { Textarea } from '../../../components/ui/textarea';
import { getErrorMessage } from '../../../lib/api-client';
import { createApi } from '../../../lib/endpoint-client';

const support = createApi(SUPPORT_ENDPOINTS);

/**
 * What the login form shows when the account is blocked: the reason, and a way to reach the team without a
 * session (POST /api/support/public). The answer is the same sentence whether the address has an account or not.
 */
export function BlockedAccountSupport({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-destructive/20 bg-destructive-soft p-4 text-sm text-destructive-soft-foreground"
    >
      <p className="flex items-start gap-2 font-medium">
        <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {AUTH_ERRORS.blocked}
      </p>
      <p className="text-foreground">
        Você não consegue entrar enquanto a conta estiver bloqueada. Conte à equipe o que aconteceu: a
        resposta chega no seu e-mail.
      </p>
      <Button type="button" variant="outline" className="self-start" onClick={() => setOpen(true)}>
        Falar com o suporte
      </Button>
      <PublicSupportDialog open={open} onOpenChange={setOpen} email={email} />
    </div>
  );
}

function PublicSupportDialog({
  open,
  onOpenChange,
  email,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
}) {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PublicSupportBody>({
    resolver: zodResolver(publicSupportBodySchema),
    defaultValues: { email, description: '' },
  });
  const description = watch('description') ?? '';

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await support.contactPublic({ body: values }, { anonymous: true });
      setSent(answer.message);
    } catch (error) {
      setFailure(getErrorMessage(error, 'Não foi possível enviar agora. Tente novamente em instantes.'));
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Falar com o suporte</DialogTitle>
          <DialogDescription>
            Informe o e-mail da sua conta e explique o que aconteceu. A equipe responde por e-mail.
          </DialogDescription>
        </DialogHeader>
        {sent ? (
          <div className="flex flex-col items-center gap-3 py-4 text-center" role="status">
            <CircleCheck className="size-10 text-success" aria-hidden="true" />
            <p className="text-sm text-foreground">{sent}</p>
            <Button type="button" onClick={() => onOpenChange(false)}>
              Fechar
            </Button>
          </div>
        ) : (
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <FormField label="E-mail da conta" error={errors.email?.message}>
              <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
            </FormField>
            <FormField
              label="Mensagem"
              error={errors.description?.message}
              description={`${description.length}/${LIMITS.supportDescriptionMax}`}
            >
              <Textarea
                rows={4}
                maxLength={LIMITS.supportDescriptionMax}
                placeholder="Por que você acha que a conta foi bloqueada? O que precisa?"
                {...register('description')}
              />
            </FormField>
            {failure ? (
              <p role="alert" className="text-sm font-medium text-destructive-soft-foreground">
                {failure}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancelar
              </Button>
              <Button type="submit" loading={isSubmitting}>
                {isSubmitting ? 'Enviando...' : 'Enviar mensagem'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
