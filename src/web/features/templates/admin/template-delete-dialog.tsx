import type { AdminTemplate } from '../../../../shared/admin/templates';
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
import { useDeleteTemplate } from './templates-api';

/** Confirms a template deletion; carousels already made with it keep their files. */
export function TemplateDeleteDialog({
  template,
  onClose,
}: {
  template: AdminTemplate | null;
  onClose: () => void;
}) {
  const remove = useDeleteTemplate();
  return (
    <AlertDialog open={template !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Excluir template?</AlertDialogTitle>
          <AlertDialogDescription>
            “{template?.nome}” deixa de aparecer na criação de carrosséis. Os carrosséis já criados com ele
            continuam com seus arquivos.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            onClick={() => {
              if (template) remove.mutate(template);
            }}
          >
            Excluir
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
