import { ArrowDown, ArrowUp, Copy, Trash2 } from 'lucide-react';
import type { DragEvent } from 'react';
import type { SlidePreviewRequest } from '../../../../shared/carousels/edit-slides';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useSlidePreview } from './editor-api';

const KIND_LABEL = { cover: 'Capa', content: 'Conteúdo', closing: 'Fechamento' } as const;

export interface SlideThumbnailProps {
  carouselId: string;
  position: number;
  kind: keyof typeof KIND_LABEL;
  request: SlidePreviewRequest | null;
  selected: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  canDuplicate: boolean;
  canRemove: boolean;
  onSelect(): void;
  onMove(offset: -1 | 1): void;
  onDuplicate(): void;
  onRemove(): void;
  onDragStart(event: DragEvent): void;
  onDrop(event: DragEvent): void;
}

/** One slide of the strip: its server-drawn image, its number and kind, and the buttons that move it. */
export function SlideThumbnail(props: SlideThumbnailProps) {
  const preview = useSlidePreview(props.carouselId, props.request);
  const number = props.position + 1;
  const isCover = props.kind === 'cover';
  return (
    <li
      className={cn(
        'flex w-40 shrink-0 snap-start flex-col gap-2 rounded-xl border bg-card p-2 sm:w-44 lg:w-auto',
        props.selected && 'border-primary ring-2 ring-primary/40',
      )}
      data-testid="editor-slide"
      draggable={!isCover}
      onDragStart={props.onDragStart}
      onDragOver={(event) => {
        if (!isCover) event.preventDefault();
      }}
      onDrop={props.onDrop}
    >
      <button
        type="button"
        className="relative overflow-hidden rounded-lg bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-pressed={props.selected}
        aria-label={`Editar slide ${number} (${KIND_LABEL[props.kind]})`}
        onClick={props.onSelect}
      >
        {preview.data ? (
          <img src={preview.data} alt="" className="aspect-[4/5] w-full object-cover" draggable={false} />
        ) : (
          <span className="flex aspect-[4/5] w-full items-center justify-center">
            <Spinner decorative />
          </span>
        )}
        {preview.isFetching && preview.data ? (
          <span className="absolute right-1.5 top-1.5 rounded-full bg-card/90 p-1">
            <Spinner className="size-3" decorative />
          </span>
        ) : null}
      </button>
      <div className="flex items-center justify-between gap-1 text-xs">
        <span className="font-semibold text-foreground">
          {number}. {KIND_LABEL[props.kind]}
        </span>
      </div>
      {isCover ? (
        <p className="text-xs text-muted-foreground">A capa fica sempre primeiro.</p>
      ) : (
        <div className="flex flex-wrap gap-1">
          <Button
            type="button"
            variant="outline"
            size="icon-sm"
            aria-label={`Mover slide ${number} para antes`}
            disabled={!props.canMoveUp}
            onClick={() => props.onMove(-1)}
          >
            <ArrowUp className="-rotate-90 lg:rotate-0" aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="outline"
            size="icon-sm"
            aria-label={`Mover slide ${number} para depois`}
            disabled={!props.canMoveDown}
            onClick={() => props.onMove(1)}
          >
            <ArrowDown className="-rotate-90 lg:rotate-0" aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="outline"
            size="icon-sm"
            aria-label={`Duplicar slide ${number}`}
            disabled={!props.canDuplicate}
            onClick={props.onDuplicate}
          >
            <Copy aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="outline"
            size="icon-sm"
            aria-label={`Excluir slide ${number}`}
            disabled={!props.canRemove}
            onClick={props.onRemove}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      )}
    </li>
  );
}
