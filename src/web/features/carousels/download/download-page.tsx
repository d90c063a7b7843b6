import {
  ArrowLeft,
  CircleAlert,
  Download,
  ExternalLink,
  FileArchive,
  FileImage,
  FileText,
  PencilLine,
} from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatBytes } from '../../../../shared/bytes';
import type { DownloadFile } from '../../../../shared/carousels/api';
import { formatDateTime } from '../../../../shared/dates';
import { PublicPageHeader } from '../../../components/public-page-header';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { RedirectToSignIn, useAuth } from '../../auth';
import { InstagramPosts, PublishToInstagramButton } from '../../instagram';
import { LinkedinPosts, PublishToLinkedinButton } from '../../linkedin';
import { ShareLinksCard } from '../../share-links';
import { useCarousel, useCarouselDownload } from '../api';
import { DeleteCarouselButton } from '../delete/delete-carousel-button';
import { CaptionSection } from './caption-section';
import { describeFileType, isExternalUrl } from './describe-file-type';
import { DownloadSlides, describeSignature } from './download-slides';

/** docs/product-rules.md §2's failure text, title and description. */
export const DOWNLOAD_PAGE_ERROR = {
  title: 'Erro ao carregar download',
  description:
    'Não foi possível carregar os arquivos deste carrossel. Verifique se o carrossel existe e está concluído.',
} as const;

function FileIcon({ type }: { type: string }) {
  const Icon = type === 'ZIP' ? FileArchive : type === 'PDF' ? FileText : FileImage;
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}

function FileRow({ file }: { file: DownloadFile }) {
  const type = describeFileType(file.tipo, file.nome);
  const isExternal = isExternalUrl(file.url);
  return (
    <li className="flex flex-wrap items-center gap-3 py-3 sm:flex-nowrap" data-testid="download-file">
      <FileIcon type={type} />
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="truncate text-sm font-medium text-foreground">{file.nome}</p>
        <p className="text-xs text-muted-foreground">
          {type} · {formatBytes(file.tamanho)}
        </p>
      </div>
      <Button asChild variant={type === 'ZIP' ? 'default' : 'outline'} size="sm" className="ml-auto">
        {isExternal ? (
          <a href={file.url} target="_blank" rel="noopener noreferrer" aria-label={`Abrir ${file.nome}`}>
            <ExternalLink aria-hidden="true" />
            Abrir
          </a>
        ) : (
          <a href={file.url} download={file.nome} aria-label={`Baixar ${file.nome}`}>
            <Download aria-hidden="true" />
            Baixar
          </a>
        )}
      </Button>
    </li>
  );
}

/**
 * /download/{id} (docs/product-rules.md §2). No client guard: it sends the session's token when there is one and the
 * server decides who may see the files. A signed-out visitor (the server answers 401) is sent to sign in and
 * brought back here.
 */
export function Component() {
  const { id = '' } = useParams();
  // Editing, deleting and publishing take an editor (docs/workspaces.md); a leitor downloads and shares.
  const { status, may } = useAuth();
  const download = useCarouselDownload(id);
  const navigate = useNavigate();
  // The format decides whether the carousel can go to the feed (Stories cannot).
  const carousel = useCarousel(id);
  // docs/product-rules.md §7: an empty file list is an error, like a missing or unfinished carousel.
  const isEmpty = download.isSuccess && download.data.arquivos.length === 0;
  const signedOut = download.error instanceof ApiError && download.error.status === 401;
  if (signedOut && status === 'unauthenticated') return <RedirectToSignIn />;

  return (
    <div className="min-h-dvh bg-background">
      <PublicPageHeader
        action={
          <Button asChild variant="outline" size="sm">
            <Link to="/historico">
              <ArrowLeft aria-hidden="true" />
              Voltar ao histórico
            </Link>
          </Button>
        }
      />
      <main className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
        {download.isPending ? (
          <Card>
            <CardContent className="flex items-center justify-center gap-3 py-10 text-sm text-muted-foreground">
              <Spinner decorative />
              <p role="status">Preparando o download...</p>
            </CardContent>
          </Card>
        ) : download.isError || isEmpty ? (
          <Card>
            <CardContent className="flex flex-col items-center gap-3 py-10 text-center" role="alert">
              <span className="flex size-12 items-center justify-center rounded-2xl bg-destructive-soft text-destructive-soft-foreground">
                <CircleAlert className="size-6" aria-hidden="true" />
              </span>
              <h1 className="text-lg font-semibold text-foreground">{DOWNLOAD_PAGE_ERROR.title}</h1>
              <p className="max-w-md text-sm text-muted-foreground">{DOWNLOAD_PAGE_ERROR.description}</p>
            </CardContent>
          </Card>
        ) : (
          <Card className="gap-0 py-0">
            <CardHeader className="gap-3 border-b py-(--card-p)">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="success">Concluído</Badge>
                <span className="text-xs text-muted-foreground tabular-nums">
                  Carrossel ID: #{download.data.carrossel.id}
                </span>
              </div>
              <h1 className="text-xl font-bold tracking-tight text-foreground sm:text-2xl">
                {download.data.carrossel.tema ?? 'Carrossel'}
              </h1>
              <div className="flex flex-wrap gap-2">
                {may('editor') ? (
                  <Button asChild variant="outline" size="sm">
                    <Link to={`/carrossel/${download.data.carrossel.id}/editar`}>
                      <PencilLine aria-hidden="true" />
                      Editar slides
                    </Link>
                  </Button>
                ) : null}
                <DeleteCarouselButton
                  carouselId={download.data.carrossel.id}
                  title={download.data.carrossel.tema ?? 'Carrossel'}
                  size="sm"
                  onDeleted={() => navigate('/historico', { replace: true })}
                />
                {carousel.data ? (
                  <PublishToInstagramButton
                    carousel={{
                      id: carousel.data.id,
                      title: download.data.carrossel.tema ?? 'Carrossel',
                      formato: carousel.data.formato,
                      slides: carousel.data.totalSlides,
                    }}
                  />
                ) : null}
                <PublishToLinkedinButton
                  carousel={{
                    id: download.data.carrossel.id,
                    title: download.data.carrossel.tema ?? 'Carrossel',
                  }}
                />
              </div>
              <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
                <div className="flex gap-1.5">
                  <dt className="text-muted-foreground">Criado em</dt>
                  <dd className="font-medium tabular-nums">
                    {formatDateTime(download.data.carrossel.dataCriacao)}
                  </dd>
                </div>
                <div className="flex gap-1.5">
                  <dt className="text-muted-foreground">Finalizado em</dt>
                  <dd className="font-medium tabular-nums">
                    {formatDateTime(download.data.carrossel.dataFinalizacao)}
                  </dd>
                </div>
                {download.data.carrossel.marca && describeSignature(download.data.carrossel.marca) ? (
                  <div className="flex min-w-0 gap-1.5">
                    <dt className="text-muted-foreground">Assinatura</dt>
                    <dd className="min-w-0 break-words font-medium">
                      {describeSignature(download.data.carrossel.marca)}
                    </dd>
                  </div>
                ) : null}
              </dl>
            </CardHeader>
            <div className="border-b px-(--card-p) py-3 empty:hidden">
              <div className="flex flex-col gap-3 empty:hidden">
                <InstagramPosts carouselId={download.data.carrossel.id} />
                <LinkedinPosts carouselId={download.data.carrossel.id} />
              </div>
            </div>
            <CardContent className="py-2">
              <DownloadSlides files={download.data.arquivos} carousel={download.data.carrossel} />
              {download.data.legenda ? <CaptionSection legenda={download.data.legenda} /> : null}
              <h2 className="sr-only">Arquivos</h2>
              <ul className="divide-y" data-testid="download-files">
                {download.data.arquivos.map((file) => (
                  <FileRow key={file.id} file={file} />
                ))}
              </ul>
              <ShareLinksCard carouselId={download.data.carrossel.id} />
            </CardContent>
          </Card>
        )}
      </main>
    </div>
  );
}
