import { ImageOff, ImageUp } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../lib/cn';

/**
 * A template's preview; a placeholder when there is none or it fails to load (docs/product-rules.md §2). `emptyLabel`
 * replaces 'Imagem indisponível' where no image is expected yet (a form before a file is chosen).
 */
export function TemplateImage({
  src,
  alt,
  className,
  emptyLabel,
}: {
  src: string | null;
  alt: string;
  className?: string;
  emptyLabel?: string;
}) {
  // Remembers which address failed, so a new address gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    const isAwaitingChoice = !src && emptyLabel !== undefined;
    const label = isAwaitingChoice ? emptyLabel : 'Imagem indisponível';
    const Icon = isAwaitingChoice ? ImageUp : ImageOff;
    return (
      <div
        role="img"
        aria-label={`${alt} (${label.toLowerCase()})`}
        className={cn(
          'flex flex-col items-center justify-center gap-2 bg-muted text-muted-foreground',
          className,
        )}
      >
        <Icon className="size-8" aria-hidden="true" />
        <span className="px-2 text-center text-xs">{label}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn('bg-muted object-cover', className)}
    />
  );
}
