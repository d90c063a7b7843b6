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

/** The confirmation before Excluir: deleting a user takes their carousels, files and history with them. */
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
                excluído com seus carrosséis, arquivos, créditos, pagamentos e chamados. Esta ação não pode
                ser desfeita.
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
