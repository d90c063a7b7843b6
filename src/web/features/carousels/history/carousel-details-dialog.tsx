import { CircleAlert, CopyPlus, Download, ExternalLink, PencilLine } from 'lucide-react';
import { Link } from 'react-router';
import { CAROUSEL_LOAD_MESSAGES } from '../../../../shared/carousels/messages';
import { getObjectiveLabel } from '../../../../shared/carousels/objectives';
import { getCarouselStatusKind } from '../../../../shared/carousels/status';
import { formatDateTime } from '../../../../shared/dates';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMayEdit } from '../../auth';
import { useCarousel } from '../api';
import { CarouselStatusBadge } from '../carousel-status-badge';
import { buildRetryLink } from '../create/retry-draft';
import { DeleteCarouselButton } from '../delete/delete-carousel-button';
import type { Carousel } from '../to-carousel';
import { CarouselAuthorship } from './carousel-authorship';
import { getCarouselTitle } from './carousel-card';
import { getFieldPreviews } from './carousel-fields';

/** 'Detalhes do Carrossel {objetivo}': its fields, and its slides once finished or its error's reason. */
export function CarouselDetailsDialog({
  carousel: fromList,
  onOpenChange,
  onDownload,
  isDownloading,
}: {
  carousel: Carousel | null;
  onOpenChange: (open: boolean) => void;
  onDownload: (carousel: Carousel) => void;
  isDownloading: boolean;
}) {
  return (
    <Dialog open={fromList !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        {fromList ? (
          <CarouselDetails
            fromList={fromList}
            onDownload={onDownload}
            isDownloading={isDownloading}
            onDeleted={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function CarouselDetails({
  fromList,
  onDownload,
  isDownloading,
  onDeleted,
}: {
  fromList: Carousel;
  onDownload: (carousel: Carousel) => void;
  isDownloading: boolean;
  onDeleted: () => void;
}) {
  // Fresh from GET /api/carousels/{id}, starting from the list's copy so it opens filled.
  const query = useCarousel(fromList.id, fromList);
  const carousel = query.data ?? fromList;
  const kind = getCarouselStatusKind(carousel.status);
  const fields = getFieldPreviews(carousel.objetivo, carousel.camposPersonalizados);
  const coverUrl = carousel.camposPersonalizados.imagemUrl;
  const reason = carousel.motivoErro;
  // Duplicating and editing take an editor (docs/workspaces.md); a leitor sees, downloads and shares.
  const mayEdit = useMayEdit();
  const duplicate = kind === 'done' && mayEdit ? buildRetryLink(carousel) : null;

  return (
    <>
      <DialogHeader>
        <DialogTitle>Detalhes do Carrossel {getObjectiveLabel(carousel.objetivo)}</DialogTitle>
        <DialogDescription>{getCarouselTitle(carousel)}</DialogDescription>
      </DialogHeader>

      {query.isError ? <ErrorAlert>{CAROUSEL_LOAD_MESSAGES.one}</ErrorAlert> : null}

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl border bg-muted/40 p-4 text-sm sm:grid-cols-4">
        <div className="flex flex-col gap-1">
          <dt className="text-xs text-muted-foreground">Status</dt>
          <dd>
            <CarouselStatusBadge status={carousel.status} />
          </dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-xs text-muted-foreground">Estilo visual</dt>
          <dd className="font-medium">{carousel.templateNome ?? '--'}</dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-xs text-muted-foreground">Criado em</dt>
          <dd className="font-medium tabular-nums">{formatDateTime(carousel.dataCriacao)}</dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-xs text-muted-foreground">Finalizado em</dt>
          <dd className="font-medium tabular-nums">
            {carousel.dataFinalizacao ? formatDateTime(carousel.dataFinalizacao) : '--'}
          </dd>
        </div>
      </dl>
      {/* The list's copy names who did what (GET /api/carousels/{id} does not). */}
      <CarouselAuthorship authorship={fromList.authorship} className="text-sm" />

      {kind === 'error' ? (
        <div
          className="flex items-start gap-2 rounded-lg border border-destructive/20 bg-destructive-soft px-3 py-2.5 text-sm text-destructive-soft-foreground"
          data-testid="error-reason"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            <span className="font-semibold">Motivo do erro: </span>
            {reason ?? 'não informado.'}
          </p>
        </div>
      ) : null}

      <section aria-labelledby="details-fields" className="flex flex-col gap-3">
        <h3 id="details-fields" className="text-sm font-semibold">
          Conteúdo informado
        </h3>
        {fields.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum campo informado.</p>
        ) : (
          <dl className="grid gap-3 sm:grid-cols-2" data-testid="details-fields">
            {fields.map((field) => (
              <div key={field.key} className="flex flex-col gap-0.5 rounded-lg border p-3">
                <dt className="text-xs font-medium text-muted-foreground">{field.label}</dt>
                <dd className="text-sm leading-relaxed break-words">{field.text}</dd>
              </div>
            ))}
          </dl>
        )}
        {typeof coverUrl === 'string' && coverUrl !== '' ? (
          <div className="flex items-center gap-3">
            <img
              src={coverUrl}
              alt="Imagem de capa enviada"
              className="size-16 rounded-lg border object-cover"
            />
            <p className="text-xs text-muted-foreground">Imagem de capa</p>
          </div>
        ) : null}
      </section>

      {kind === 'done' && carousel.totalSlides > 0 ? (
        <section aria-labelledby="details-slides" className="flex flex-col gap-3">
          <h3 id="details-slides" className="text-sm font-semibold">
            Slides ({carousel.totalSlides})
          </h3>
          {carousel.slides ? (
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6" data-testid="details-slides">
              {carousel.slides.map((url, index) => (
                <li key={url}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="block overflow-hidden rounded-lg border bg-muted transition-shadow hover:shadow-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  >
                    <img
                      src={carousel.thumbnails?.[index] ?? url}
                      alt={`Slide ${index + 1} (abre em nova aba)`}
                      loading="lazy"
                      decoding="async"
                      width={1080}
                      height={1350}
                      className="aspect-[4/5] w-full object-cover"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            // The list carries only the cover: the slides arrive with the carousel itself, a moment later.
            <ul
              className="grid grid-cols-3 gap-2 sm:grid-cols-6"
              aria-busy="true"
              aria-label="Carregando slides"
            >
              {Array.from({ length: carousel.totalSlides }, (_, index) => `slide-${index + 1}`).map(
                (slot) => (
                  <li key={slot}>
                    <Skeleton className="aspect-[4/5] w-full rounded-lg" />
                  </li>
                ),
              )}
            </ul>
          )}
        </section>
      ) : null}

      {/* Five actions on a finished carousel: they wrap instead of widening the dialog; Excluir stands apart. */}
      <DialogFooter className="sm:flex-wrap">
        <DeleteCarouselButton
          carouselId={carousel.id}
          title={getCarouselTitle(carousel)}
          className="sm:mr-auto"
          onDeleted={onDeleted}
        />
        {kind === 'done' ? (
          <>
            {duplicate ? (
              // A new carousel from the same words and template, at the normal price of one credit.
              <Button asChild variant="outline">
                <Link to={duplicate.to} state={duplicate.state}>
                  <CopyPlus aria-hidden="true" />
                  Duplicar
                </Link>
              </Button>
            ) : null}
            {mayEdit ? (
              <Button asChild variant="outline">
                <Link to={`/carrossel/${carousel.id}/editar`}>
                  <PencilLine aria-hidden="true" />
                  Editar slides
                </Link>
              </Button>
            ) : null}
            <Button asChild variant="outline">
              <Link to={`/download/${carousel.id}`}>
                <ExternalLink aria-hidden="true" />
                Página de download
              </Link>
            </Button>
            <Button type="button" loading={isDownloading} onClick={() => onDownload(carousel)}>
              {isDownloading ? null : <Download aria-hidden="true" />}
              Baixar ZIP
            </Button>
          </>
        ) : null}
      </DialogFooter>
    </>
  );
}
