import { ImagePlus, Trash2, UserRound } from 'lucide-react';
import { useCallback, useId, useRef } from 'react';
import {
  BRAND_AVATAR_SHAPE_LABELS,
  BRAND_AVATAR_SHAPES,
  type BrandAvatarShape,
} from '../../../shared/brand-kit/schema';
import { Button } from '../../components/ui/button';
import { ACCEPTED_IMAGE_TYPES, FileButton } from '../../components/ui/file-button';
import { FormMessage } from '../../components/ui/form-field';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { useAuth } from '../auth';
import { useCoverUpload } from '../carousels';

/**
 * The avatar or logo of the signature: sent through the covers' upload (same types, size and server
 * checks), shown as the slides draw it: cropped to a circle, or whole as a logo.
 */
export function BrandAvatarField({
  value,
  shape,
  error,
  onChange,
  onShapeChange,
}: {
  value: string | null;
  shape: BrandAvatarShape;
  error?: string;
  onChange: (url: string | null) => void;
  onShapeChange: (shape: BrandAvatarShape) => void;
}) {
  const { user } = useAuth();
  const shapeName = useId();
  const hintId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const onUploaded = useCallback((url: string) => onChange(url), [onChange]);
  const upload = useCoverUpload({ userId: user?.id ?? null, onUploaded, sizeTips: false });
  const shown = upload.cover.status === 'empty' ? value : upload.cover.previewUrl;

  const handleRemove = () => {
    upload.reset();
    onChange(null);
    inputRef.current?.focus();
  };

  return (
    <div className="grid gap-2" data-testid="brand-avatar">
      <p className="text-sm font-medium text-foreground">
        Foto ou logo <span className="font-normal text-muted-foreground">(opcional)</span>
      </p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div
          className={cn(
            'relative flex h-20 shrink-0 items-center justify-center overflow-hidden border bg-muted',
            shape === 'logo' && shown ? 'w-60 rounded-lg p-2' : 'w-20 rounded-full',
          )}
        >
          {shown ? (
            <img
              src={shown}
              alt="Sua foto ou logo, como aparece nos slides"
              className={cn('size-full', shape === 'logo' ? 'object-contain' : 'object-cover')}
            />
          ) : (
            <UserRound className="size-8 text-muted-foreground" aria-hidden="true" />
          )}
          {upload.cover.status === 'uploading' ? (
            <span className="absolute inset-0 flex items-center justify-center bg-card/70">
              <Spinner label="Enviando imagem..." />
            </span>
          ) : null}
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <p id={hintId} className="text-xs text-muted-foreground">
            PNG, JPEG ou WebP, até 10 MB. Uma foto aparece em círculo; um logo, inteiro (PNG transparente fica
            melhor).
          </p>
          <div className="flex flex-wrap gap-2">
            <FileButton
              accept={ACCEPTED_IMAGE_TYPES}
              inputRef={inputRef}
              describedBy={error ? `${hintId} ${errorId}` : hintId}
              disabled={upload.cover.status === 'uploading'}
              onFile={(file) => void upload.selectFile(file)}
            >
              <ImagePlus className="size-4" aria-hidden="true" />
              {shown ? 'Trocar foto ou logo' : 'Enviar foto ou logo'}
            </FileButton>
            {shown && upload.cover.status !== 'uploading' ? (
              <Button type="button" variant="ghost" onClick={handleRemove}>
                <Trash2 aria-hidden="true" />
                Remover
              </Button>
            ) : null}
          </div>
          <FormMessage id={errorId}>{error}</FormMessage>
        </div>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-foreground">Como a imagem aparece</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {BRAND_AVATAR_SHAPES.map((option) => (
            <label
              key={option}
              className={cn(
                'flex cursor-pointer items-start gap-2 rounded-lg border bg-card px-3 py-2.5 text-sm transition-colors',
                'hover:border-primary/50 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring',
                shape === option ? 'border-primary bg-accent text-foreground' : 'text-muted-foreground',
              )}
            >
              <input
                type="radio"
                name={shapeName}
                value={option}
                checked={shape === option}
                onChange={() => onShapeChange(option)}
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              <span className="flex flex-col">
                <span className="font-medium">{BRAND_AVATAR_SHAPE_LABELS[option].label}</span>
                <span className="text-xs text-muted-foreground">
                  {BRAND_AVATAR_SHAPE_LABELS[option].hint}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
