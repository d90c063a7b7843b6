import { Check, ImageOff } from 'lucide-react';
import type { TemplateDto } from '../../../../shared/carousels/api';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';

/** 'Ver': a slide drawn in this template (imagem_url is a preview rendered by the real renderer). */
export function TemplatePreviewDialog({
  template,
  isSelected,
  onOpenChange,
  onChoose,
}: {
  template: TemplateDto | null;
  isSelected: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (template: TemplateDto) => void;
}) {
  return (
    <Dialog open={template !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        {template ? (
          <>
            <DialogHeader>
              <DialogTitle>{template.nome}</DialogTitle>
              <DialogDescription>
                {template.descricao ?? 'Veja como fica um slide neste estilo visual.'}
              </DialogDescription>
            </DialogHeader>
            {template.imagem_url ? (
              <img
                src={template.imagem_url}
                alt={`Exemplo de slide no estilo ${template.nome}`}
                className="mx-auto aspect-[4/5] max-h-[60dvh] w-auto rounded-xl border bg-muted object-contain"
              />
            ) : (
              <div className="flex aspect-[4/5] max-h-[60dvh] items-center justify-center rounded-xl border bg-muted text-sm text-muted-foreground">
                <ImageOff className="mr-2 size-5" aria-hidden="true" />
                Prévia indisponível
              </div>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Fechar
              </Button>
              <Button type="button" onClick={() => onChoose(template)} disabled={isSelected}>
                <Check aria-hidden="true" />
                {isSelected ? 'Estilo escolhido' : 'Usar este estilo'}
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
