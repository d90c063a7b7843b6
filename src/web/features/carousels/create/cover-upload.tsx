import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { COVER_IMAGE_LABEL } from '../../../../shared/carousels/fields';
import { Button } from '../../../components/ui/button';
import { ACCEPTED_IMAGE_TYPES, FileButton } from '../../../components/ui/file-button';
import { Spinner } from '../../../components/ui/spinner';
import type { CoverState } from './use-cover-upload';

/** The optional cover image: pick, preview, remove. The upload itself lives in useCoverUpload. */
export function CoverUpload({
  cover,
  onSelect,
  onRemove,
}: {
  cover: CoverState;
  onSelect: (file: File) => void;
  onRemove: () => void;
}) {
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const handleRemove = () => {
    onRemove();
    inputRef.current?.focus();
  };

  return (
    <div className="grid gap-2" data-testid="cover-upload">
      <p className="text-sm font-medium text-foreground">
        {COVER_IMAGE_LABEL} <span className="font-normal text-muted-foreground">(opcional)</span>
      </p>
      <div className="flex flex-col gap-4 rounded-xl border border-dashed bg-muted/40 p-4 sm:flex-row sm:items-center">
        <div className="relative flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-card">
          {cover.status === 'empty' ? (
            <ImagePlus className="size-8 text-muted-foreground" aria-hidden="true" />
          ) : (
            <img
              src={cover.previewUrl}
              alt={`Pré-visualização da capa: ${cover.fileName}`}
              className="size-full object-cover"
            />
          )}
          {cover.status === 'uploading' ? (
            <span className="absolute inset-0 flex items-center justify-center bg-card/70">
              <Spinner label="Enviando imagem..." />
            </span>
          ) : null}
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <p id={hintId} className="text-sm text-muted-foreground">
            PNG, JPEG ou WebP, até 10 MB. Prefira uma imagem quadrada (800x800 ou 1000x1000).
          </p>
          <div className="flex flex-wrap gap-2">
            <FileButton
              accept={ACCEPTED_IMAGE_TYPES}
              inputRef={inputRef}
              describedBy={hintId}
              disabled={cover.status === 'uploading'}
              onFile={onSelect}
            >
              <ImagePlus className="size-4" aria-hidden="true" />
              {cover.status === 'empty' ? 'Escolher imagem de capa' : 'Trocar imagem de capa'}
            </FileButton>
            {cover.status === 'ready' ? (
              <Button type="button" variant="ghost" onClick={handleRemove}>
                <Trash2 aria-hidden="true" />
                Remover imagem
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
