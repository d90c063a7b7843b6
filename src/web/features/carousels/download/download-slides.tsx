import { isSignedSlide } from '../../../../shared/brand-kit/schema';
import type { DownloadFile, DownloadResponse } from '../../../../shared/carousels/api';
import { SLIDE_FORMAT_INFO } from '../../../../shared/carousels/formats';
import { cn } from '../../../lib/cn';
import { FORMAT_ASPECT } from '../create/template-image';
import { describeFileType } from './describe-file-type';

type Signing = NonNullable<DownloadResponse['carrossel']['marca']>;

/** 'Ana Confeitaria (@ana.doces_sp)': the parts of the signature that show, or '' when none do. */
export function describeSignature(brand: Signing): string {
  const name = brand.mostrar_nome ? brand.nome : '';
  const handle = brand.mostrar_arroba && brand.arroba ? `@${brand.arroba}` : '';
  if (name && handle) return `${name} (${handle})`;
  return name || handle;
}

/**
 * The slides as they were drawn (the PNG files, in order), at the carousel's format; each signed slide says
 * in its text alternative who signs it.
 */
export function DownloadSlides({
  files,
  carousel,
}: {
  files: readonly DownloadFile[];
  carousel: DownloadResponse['carrossel'];
}) {
  const slides = files.filter((file) => describeFileType(file.tipo, file.nome) === 'PNG');
  if (slides.length === 0) return null;
  const signature = carousel.marca ? describeSignature(carousel.marca) : '';
  const info = SLIDE_FORMAT_INFO[carousel.formato];
  return (
    <section aria-labelledby="download-slides-title" className="flex flex-col gap-3 py-4">
      <h2 id="download-slides-title" className="text-sm font-semibold text-foreground">
        Slides{' '}
        <span className="font-normal text-muted-foreground">
          · {info.label} {info.ratio}, {info.width} × {info.height} px
        </span>
      </h2>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {slides.map((file, index) => {
          const signed = carousel.marca && signature && isSignedSlide(carousel.marca, index, slides.length);
          return (
            <li key={file.id}>
              <img
                src={file.url}
                loading="lazy"
                alt={`Slide ${index + 1} de ${slides.length}${signed ? `, assinado por ${signature}` : ''}`}
                className={cn(
                  'w-full rounded-lg border bg-muted object-cover',
                  FORMAT_ASPECT[carousel.formato],
                )}
                data-testid="download-slide"
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
