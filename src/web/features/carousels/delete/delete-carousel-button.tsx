import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { getErrorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useMayEdit } from '../../auth';
import { useDeleteCarousel } from '../api';

export const DELETE_CAROUSEL_TEXT = {
  title: 'Excluir carrossel?',
  body: 'Os slides, o PDF, o ZIP e as versões anteriores serão apagados e não poderão ser recuperados. O histórico de créditos continua mostrando o crédito usado nele.',
  failed: 'Não foi possível excluir o carrossel. Tente novamente.',
  deleted: 'Carrossel excluído',
} as const;

/**
 * 'Excluir' and its confirmation. The dialog stays open while the request runs and shows the server's reason
 * when it refuses (a first generation still running answers 409 with "Aguarde a geração terminar...").
 */
export function DeleteCarouselButton({
  carouselId,
  title,
  onDeleted,
  size = 'default',
  className,
}: {
  carouselId: string;
  title: string;
  onDeleted?: () => void;
  size?: 'default' | 'sm';
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteCarousel(() => {
    setOpen(false);
    toast.success(DELETE_CAROUSEL_TEXT.deleted, { description: title });
    onDeleted?.();
  });
  // Deleting takes an editor (docs/workspaces.md): a leitor is not offered it.
  const mayEdit = useMayEdit();

  const changeOpen = (next: boolean) => {
    if (remove.isPending) return;
    if (next) remove.reset();
    setOpen(next);
  };
  const confirm = () => remove.mutate(carouselId);
  if (!mayEdit) return null;

  return (
    <AlertDialog open={open} onOpenChange={changeOpen}>
      <Button
        type="button"
        variant="ghost"
        size={size}
        className={cn(
          'text-destructive hover:bg-destructive-soft hover:text-destructive-soft-foreground',
          className,
        )}
        aria-label={`Excluir: ${title}`}
        onClick={() => changeOpen(true)}
      >
        <Trash2 aria-hidden="true" />
        Excluir
      </Button>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{DELETE_CAROUSEL_TEXT.title}</AlertDialogTitle>
          <AlertDialogDescription>
            <strong className="font-semibold text-foreground">“{title}”</strong> {DELETE_CAROUSEL_TEXT.body}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {remove.isError ? (
          <ErrorAlert>{getErrorMessage(remove.error, DELETE_CAROUSEL_TEXT.failed)}</ErrorAlert>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancelar</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog must stay open until the server answers. */}
          <Button type="button" variant="destructive" loading={remove.isPending} onClick={confirm}>
            Excluir carrossel
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
