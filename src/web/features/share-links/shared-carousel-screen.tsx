import { CircleAlert, Download } from 'lucide-react';
import { formatBytes } from '../../../shared/bytes';
import type { DownloadFile } from '../../../shared/carousels/api';
import { DEFAULT_SLIDE_FORMAT, SLIDE_FORMAT_INFO } from '../../../shared/carousels/formats';
import { formatInstant } from '../../../shared/dates';
import { sharedSlides, slideImageOf } from '../../../shared/share-links/paths';
import type { SharedCarousel } from '../../../shared/share-links/schemas';
import { PublicPageHeader } from '../../components/public-page-header';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';

const KIND: Record<string, string> = { zip: 'ZIP', pdf: 'PDF', png: 'PNG', jpg: 'JPEG', jpeg: 'JPEG' };
const kindOf = (file: DownloadFile) => KIND[file.nome.split('.').pop()?.toLowerCase() ?? ''] ?? 'Arquivo';

/** Where the read of a shared carousel stands: what the screen draws. */
export type SharedCarouselState =
  | { status: 'pending' }
  | { status: 'error' }
  | { status: 'success'; data: SharedCarousel };

/**
 * /c/{token}: a carousel someone shared. Anyone with the link sees the slides (a strip that scrolls sideways,
 * like the post will) and downloads the files; nothing of the owner is shown. A revoked, expired or unknown link
 * says so in words. It is drawn by its own light entry (shared-carousel-light-page.tsx, app/share-main.tsx: no
 * router, no session, no query client, no zod), so it links with plain anchors; inside the app
 * shared-carousel-page.tsx reads the same answer through the API client. This screen only draws `shared`.
 */
export function SharedCarouselScreen({ shared }: { shared: SharedCarouselState }) {
  const data = shared.status === 'success' ? shared.data : undefined;
  const slides = data ? sharedSlides(data.arquivos) : [];
  const bundles = data?.arquivos.filter((file) => kindOf(file) === 'ZIP' || kindOf(file) === 'PDF') ?? [];
  // The slide's own proportions: each keeps its place in the strip while it loads.
  const size = SLIDE_FORMAT_INFO[data?.formato ?? DEFAULT_SLIDE_FORMAT];

  return (
    <div className="min-h-dvh bg-background">
      <PublicPageHeader
        action={
          <Button asChild variant="outline" size="sm">
            <a href="/register">Crie o seu</a>
          </Button>
        }
      />
      <main className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
        {shared.status === 'pending' ? (
          <Card>
            <CardContent className="flex items-center justify-center gap-3 py-10 text-sm text-muted-foreground">
              <Spinner decorative />
              <p role="status">Abrindo o carrossel...</p>
            </CardContent>
          </Card>
        ) : shared.status === 'error' ? (
          <Card>
            <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
              <span className="flex size-12 items-center justify-center rounded-2xl bg-destructive-soft text-destructive-soft-foreground">
                <CircleAlert className="size-6" aria-hidden="true" />
              </span>
              <h1 className="text-lg font-semibold text-foreground">Este link não funciona mais</h1>
              <p className="max-w-md text-sm text-muted-foreground">
                Ele foi revogado por quem o compartilhou, expirou ou não existe. Peça um link novo a essa
                pessoa.
              </p>
            </CardContent>
          </Card>
        ) : (
          <Card className="gap-0 py-0">
            <CardContent className="flex flex-col gap-5 py-(--card-p)">
              <div className="flex flex-col gap-1">
                <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
                  Carrossel compartilhado
                </p>
                <h1 className="text-xl font-bold tracking-tight text-foreground sm:text-2xl">
                  {shared.data.tema ?? 'Carrossel'}
                </h1>
                {shared.data.dataFinalizacao ? (
                  <p className="text-sm text-muted-foreground">
                    Feito em {formatInstant(shared.data.dataFinalizacao)}
                  </p>
                ) : null}
              </div>
              {slides.length > 0 ? (
                <section aria-label="Slides">
                  <ul
                    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling strip must take focus so the keyboard can scroll it (arrow keys), as a finger swipes it
                    tabIndex={0}
                    aria-label="Slides, role para o lado"
                    className="flex snap-x snap-mandatory gap-3 overflow-x-auto rounded-lg pb-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                    data-testid="shared-slides"
                  >
                    {slides.map((file, index) => (
                      <li key={file.id} className="w-64 shrink-0 snap-start sm:w-72">
                        {/* The strip shows the small copy; the slide itself opens in full. */}
                        <a
                          href={file.url}
                          target="_blank"
                          rel="noopener"
                          className="block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                        >
                          {/* The first slide is the page's largest paint: asked for at once, first (the server
                              already named it in the HTML, src/server/http/spa.ts); the others when in view. */}
                          <img
                            src={slideImageOf(file).src}
                            alt={`Slide ${index + 1} de ${slides.length} (abre em tamanho real)`}
                            width={size.width}
                            height={size.height}
                            className="h-auto w-full rounded-lg border bg-muted"
                            loading={index === 0 ? 'eager' : 'lazy'}
                            fetchPriority={index === 0 ? 'high' : 'auto'}
                            decoding="async"
                          />
                        </a>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              <section aria-labelledby="shared-files-title" className="flex flex-col gap-2">
                <h2 id="shared-files-title" className="text-base font-semibold text-foreground">
                  Baixar
                </h2>
                <div className="flex flex-wrap gap-2">
                  {bundles.map((file) => (
                    <Button key={file.id} asChild variant={kindOf(file) === 'ZIP' ? 'default' : 'outline'}>
                      <a href={file.url} download={file.nome}>
                        <Download aria-hidden="true" />
                        {kindOf(file) === 'ZIP'
                          ? `Baixar tudo (ZIP, ${formatBytes(file.tamanho)})`
                          : `Baixar PDF (${formatBytes(file.tamanho)})`}
                      </a>
                    </Button>
                  ))}
                </div>
              </section>
            </CardContent>
          </Card>
        )}
      </main>
    </div>
  );
}
