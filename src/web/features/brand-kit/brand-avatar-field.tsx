import { ImagePlus, Trash2, UserRound } from 'lucide-react';
import { useCallback, useId, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-field';
import { ImageFileButton } from '../../components/ui/image-file-button';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../auth';
import { useCoverUpload } from '../carousels';

/**
 * The avatar or logo of the signature: sent through the covers' upload (same types, size and server
 * checks), shown as the slides draw it, in a circle.
 */
export function BrandAvatarField({
  value,
  error,
  onChange,
}: {
  value: string | null;
  error?: string;
  onChange: (url: string | null) => void;
}) {
  const { user } = useAuth();
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
        <div className="relative flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full border bg-muted">
          {shown ? (
            <img
              src={shown}
              alt="Sua foto ou logo, como aparece nos slides"
              className="size-full object-cover"
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
            PNG, JPEG ou WebP, até 10 MB. Aparece em um círculo: prefira uma imagem quadrada.
          </p>
          <div className="flex flex-wrap gap-2">
            <ImageFileButton
              inputRef={inputRef}
              describedBy={error ? `${hintId} ${errorId}` : hintId}
              disabled={upload.cover.status === 'uploading'}
              onFile={(file) => void upload.selectFile(file)}
            >
              <ImagePlus className="size-4" aria-hidden="true" />
              {shown ? 'Trocar foto ou logo' : 'Enviar foto ou logo'}
            </ImageFileButton>
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
    </div>
  );
}
