import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import type { AdminTemplate } from '../../../../shared/admin/templates';
import { Button } from '../../../components/ui/button';
import { TemplateActiveBadge } from './template-active-badge';
import { TemplateImage } from './template-image';

export interface TemplateCardProps {
  template: AdminTemplate;
  /** First / last of its tipo: moving further does nothing, so the button is off. */
  isFirst: boolean;
  isLast: boolean;
  isMoving: boolean;
  onMove: (template: AdminTemplate, direction: 'up' | 'down') => void;
  onEdit: (template: AdminTemplate) => void;
  onDelete: (template: AdminTemplate) => void;
}

/** One template in the grid: preview, name, Ativo/Inativo, tipo, 'Ordem: n' and its four actions. */
export function TemplateCard({
  template,
  isFirst,
  isLast,
  isMoving,
  onMove,
  onEdit,
  onDelete,
}: TemplateCardProps) {
  return (
    <li
      className="flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-soft"
      data-testid="template-card"
      aria-label={template.nome}
    >
      <TemplateImage
        src={template.imagem_url}
        alt={`Prévia do template ${template.nome}`}
        className="aspect-[4/5] w-full"
      />
      <div className="flex flex-1 flex-col gap-2 p-3 sm:gap-3 sm:p-4">
        {/* The badge wraps under a name that does not fit beside it, so names break between words, not inside. */}
        <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
          <h2 className="min-w-0 text-sm font-semibold leading-tight break-words sm:text-base">
            {template.nome}
          </h2>
          <TemplateActiveBadge ativo={template.ativo} />
        </div>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted-foreground sm:gap-x-3 sm:text-sm">
          <span className="capitalize">{template.tipo}</span>
          <span aria-hidden="true">·</span>
          <span className="tabular-nums">Ordem: {template.ordem}</span>
        </div>
        {template.descricao ? (
          <p className="hidden text-sm text-muted-foreground sm:line-clamp-2">{template.descricao}</p>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-1 pt-1">
          <div className="flex gap-1">
            <Button
              variant="outline"
              size="icon-sm"
              aria-label={`Mover ${template.nome} para cima`}
              disabled={isFirst || isMoving}
              onClick={() => onMove(template, 'up')}
            >
              <ArrowUp aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="icon-sm"
              aria-label={`Mover ${template.nome} para baixo`}
              disabled={isLast || isMoving}
              onClick={() => onMove(template, 'down')}
            >
              <ArrowDown aria-hidden="true" />
            </Button>
          </div>
          <div className="flex gap-1">
            <Button
              variant="outline"
              size="sm"
              className="size-8 px-0 sm:w-auto sm:px-3"
              aria-label={`Editar ${template.nome}`}
              onClick={() => onEdit(template)}
            >
              <Pencil aria-hidden="true" />
              <span className="hidden sm:inline">Editar</span>
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Excluir ${template.nome}`}
              className="text-destructive-soft-foreground hover:bg-destructive-soft"
              onClick={() => onDelete(template)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}
