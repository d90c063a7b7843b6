import type { AdminUser } from '../../../../shared/admin/users';
import { AUTH_ERRORS } from '../../../../shared/auth/messages';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';

/**
 * The confirmation before Bloquear, saying what the person will see: signed out everywhere at once, and at the
 * login the blocked message with the form to write to the team. Activating again needs no confirmation.
 */
export function UserBlockDialog({
  user,
  onConfirm,
  onClose,
}: {
  user: AdminUser | null;
  onConfirm: (user: AdminUser) => void;
  onClose: () => void;
}) {
  return (
    <AlertDialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Bloquear usuário?</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="grid gap-2">
              {user ? (
                <p>
                  <strong className="font-semibold text-foreground">{user.nome}</strong> ({user.email}) sai da
                  conta em todos os dispositivos agora e não consegue entrar de novo.
                </p>
              ) : null}
              <p>
                Ao tentar entrar, verá: “{AUTH_ERRORS.blocked}”, com um formulário para escrever à equipe (o
                pedido chega em Chamados). Carrosséis, créditos e dados ficam guardados; ativar a conta
                devolve o acesso.
              </p>
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            onClick={() => {
              if (user) onConfirm(user);
            }}
          >
            Bloquear
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
