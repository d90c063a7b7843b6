import { Check, ImageOff } from 'lucide-react';
import type { TemplateDto } from '../../../../shared/carousels/api';
import type { SlideFormat } from '../../../../shared/carousels/formats';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { FORMAT_ASPECT, getTemplateImage } from './template-image';

/** 'Ver': a slide drawn in this template (imagem_url is a preview rendered by the real renderer). */
export function TemplatePreviewDialog({
  template,
  format,
  isSelected,
  onOpenChange,
  onChoose,
}: {
  template: TemplateDto | null;
  format: SlideFormat;
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
            {getTemplateImage(template, format) ? (
              <img
                src={getTemplateImage(template, format) ?? undefined}
                alt={`Exemplo de slide no estilo ${template.nome}`}
                className={cn(
                  FORMAT_ASPECT[format],
                  'mx-auto max-h-[60dvh] w-auto rounded-xl border bg-muted object-contain',
                )}
              />
            ) : (
              <div
                className={cn(
                  FORMAT_ASPECT[format],
                  'flex max-h-[60dvh] items-center justify-center rounded-xl border bg-muted text-sm text-muted-foreground',
                )}
              >
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
