import { CircleAlert, Download, Eye, FolderDown, Images, PencilLine, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { getObjectiveLabel } from '../../../../shared/carousels/objectives';
import {
  CREDIT_RETURNED_TEXT,
  describeCarouselFailure,
  getCarouselStatusKind,
  isCarouselInProgress,
} from '../../../../shared/carousels/status';
import { formatDateTime } from '../../../../shared/dates';
import { Button } from '../../../components/ui/button';
import { useMayEdit } from '../../auth';
import { InstagramCardMetrics, PublishToInstagramButton } from '../../instagram';
import { PublishToLinkedinButton } from '../../linkedin';
import { CarouselStatusBadge } from '../carousel-status-badge';
import { buildRetryLink } from '../create/retry-draft';
import { DeleteCarouselButton } from '../delete/delete-carousel-button';
import { OBJECTIVE_DISPLAY } from '../objectives';
import type { Carousel } from '../to-carousel';
import { CardPosts } from './card-posts';
import { CarouselAuthorship } from './carousel-authorship';
import { ProgressMeter } from './progress-meter';

export const EDIT_FAILED_TEXT =
  'Não foi possível aplicar sua última edição. A versão anterior continua disponível para baixar.';

export function getCarouselTitle(carousel: Pick<Carousel, 'tema' | 'objetivo'>): string {
  if (carousel.tema?.trim()) return carousel.tema;
  return carousel.objetivo ? `Carrossel ${getObjectiveLabel(carousel.objetivo)}` : 'Carrossel';
}

/** One carousel of /historico: what it is, where it stands, and what can be done with it now. */
export function CarouselCard({
  carousel,
  isDownloading,
  onOpenDetails,
  onDownload,
}: {
  carousel: Carousel;
  isDownloading: boolean;
  onOpenDetails: (carousel: Carousel) => void;
  onDownload: (carousel: Carousel) => void;
}) {
  const titleId = useId();
  const kind = getCarouselStatusKind(carousel.status);
  const title = getCarouselTitle(carousel);
  const Icon = carousel.objetivo ? OBJECTIVE_DISPLAY[carousel.objetivo].icon : Images;
  const cover = kind === 'done' ? carousel.capa : null;
  // Editing and trying again take an editor (docs/workspaces.md); a leitor sees, downloads and shares.
  const mayEdit = useMayEdit();
  const retry = kind === 'error' && mayEdit ? buildRetryLink(carousel) : null;

  return (
    <article
      aria-labelledby={titleId}
      data-testid="carousel-card"
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-soft"
    >
      <div className="flex gap-4">
        <div className="flex h-20 w-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-secondary text-secondary-foreground">
          {cover ? (
            <img
              src={cover}
              alt=""
              loading="lazy"
              decoding="async"
              width={64}
              height={80}
              className="size-full object-cover"
            />
          ) : (
            <Icon className="size-6" aria-hidden="true" />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex items-start justify-between gap-2">
            <h3
              id={titleId}
              className="line-clamp-2 text-sm font-semibold leading-snug text-foreground sm:text-base"
            >
              {title}
            </h3>
            <CarouselStatusBadge status={carousel.status} />
          </div>
          <p className="truncate text-xs text-muted-foreground">
            {getObjectiveLabel(carousel.objetivo)}
            {carousel.templateNome ? ` · ${carousel.templateNome}` : ''}
          </p>
          <p className="text-xs text-muted-foreground">Criado em {formatDateTime(carousel.dataCriacao)}</p>
          <CarouselAuthorship authorship={carousel.authorship} />
        </div>
      </div>

      {isCarouselInProgress(kind) ? <ProgressMeter createdAt={carousel.dataCriacao} title={title} /> : null}
      {kind === 'error' ? (
        <div
          data-testid="carousel-failure"
          className="flex items-start gap-2 rounded-lg bg-destructive-soft px-3 py-2 text-xs text-destructive-soft-foreground"
        >
          <CircleAlert className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          <p>
            {describeCarouselFailure(carousel.motivoErro)}{' '}
            <strong className="font-semibold">{CREDIT_RETURNED_TEXT}</strong>
          </p>
        </div>
      ) : null}

      {kind === 'done' && carousel.edicaoFalhou !== null ? (
        // The edit job gave up: nothing was charged and the previous version is still the download.
        <div
          data-testid="carousel-edit-failure"
          className="flex items-start gap-2 rounded-lg bg-warning-soft px-3 py-2 text-xs text-warning-soft-foreground"
        >
          <CircleAlert className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          <p>
            {EDIT_FAILED_TEXT}{' '}
            {mayEdit ? (
              <Link
                to={`/carrossel/${carousel.id}/editar`}
                className="font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                Abrir o editor de novo
              </Link>
            ) : null}
          </p>
        </div>
      ) : null}

      {kind === 'done' && carousel.instagramMetrics ? (
        <InstagramCardMetrics metrics={carousel.instagramMetrics} title={title} />
      ) : null}
      {kind === 'done' ? <CardPosts posts={carousel.posts} title={title} /> : null}

      <div className="mt-auto flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={`Detalhes: ${title}`}
          onClick={() => onOpenDetails(carousel)}
        >
          <Eye aria-hidden="true" />
          Detalhes
        </Button>
        {kind === 'done' ? (
          // The download page: the slides, the caption to copy, every file and the share links.
          <Button asChild variant="outline" size="sm">
            <Link to={`/download/${carousel.id}`} aria-label={`Ver download: ${title}`}>
              <FolderDown aria-hidden="true" />
              Ver download
            </Link>
          </Button>
        ) : null}
        {kind === 'done' && mayEdit ? (
          <Button asChild variant="outline" size="sm">
            <Link to={`/carrossel/${carousel.id}/editar`} aria-label={`Editar slides: ${title}`}>
              <PencilLine aria-hidden="true" />
              Editar slides
            </Link>
          </Button>
        ) : null}
        {kind === 'done' ? (
          <Button
            type="button"
            size="sm"
            aria-label={`Baixar ZIP: ${title}`}
            loading={isDownloading}
            onClick={() => onDownload(carousel)}
          >
            {isDownloading ? null : <Download aria-hidden="true" />}
            Baixar ZIP
          </Button>
        ) : null}
        {kind === 'done' ? (
          <PublishToInstagramButton
            carousel={{ id: carousel.id, title, formato: carousel.formato, slides: carousel.totalSlides }}
          />
        ) : null}
        {kind === 'done' ? <PublishToLinkedinButton carousel={{ id: carousel.id, title }} /> : null}
        {retry ? (
          // A new carousel with the same words and template, at the normal price of one credit.
          <Button asChild size="sm" aria-label={`Tentar novamente: ${title}`}>
            <Link to={retry.to} state={retry.state}>
              <RotateCcw aria-hidden="true" />
              Tentar novamente
            </Link>
          </Button>
        ) : null}
        <DeleteCarouselButton carouselId={carousel.id} title={title} size="sm" />
      </div>
    </article>
  );
}
