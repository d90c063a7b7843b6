import type { AdminUser } from '../../../../shared/admin/users';
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
import { useDeleteUser } from './users-api';

/**
 * The confirmation before Excluir: deleting a user erases their account as their own deletion does
 * (docs/account-data.md): their personal work goes, what they made for a team stays the team's, and the credit
 * and payment records are kept without their name.
 */
export function UserDeleteDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const remove = useDeleteUser();
  return (
    <AlertDialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Excluir usuário?</AlertDialogTitle>
          <AlertDialogDescription>
            {user ? (
              <>
                <strong className="font-semibold text-foreground">{user.nome}</strong> ({user.email}) será
                excluído com seus carrosséis pessoais, arquivos, créditos e chamados. O que criou em espaços
                de equipe fica com a equipe, e o histórico de créditos e pagamentos é guardado sem o nome.
                Esta ação não pode ser desfeita.
              </>
            ) : null}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            onClick={() => {
              if (user) remove.mutate(user.id);
            }}
          >
            Excluir
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
