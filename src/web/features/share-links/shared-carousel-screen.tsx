import { CircleAlert, Download } from 'lucide-react';
import type { ImgHTMLAttributes, ReactNode } from 'react';
import { SLIDE_FORMAT_INFO } from '../../../shared/carousels/formats';
import { formatInstant } from '../../../shared/dates';
import {
  sharedDownloads,
  sharedSlideAlt,
  sharedSlides,
  sharedTitleOf,
  slideImageOf,
} from '../../../shared/share-links/paths';
import type { SharedCarousel } from '../../../shared/share-links/schemas';
import { PublicPageHeader } from '../../components/public-page-header';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';

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
  if (shared.status !== 'success') {
    return (
      <SharedCarouselFrame>
        {shared.status === 'pending' ? (
          <Card>
            <CardContent className="flex items-center justify-center gap-3 py-10 text-sm text-muted-foreground">
              <Spinner decorative />
              <p role="status">Abrindo o carrossel...</p>
            </CardContent>
          </Card>
        ) : (
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
        )}
      </SharedCarouselFrame>
    );
  }
  const { data } = shared;
  const slides = sharedSlides(data.arquivos);
  // The slide's own proportions: each keeps its place in the strip while it loads.
  const size = SLIDE_FORMAT_INFO[data.formato];
  return (
    <SharedCarouselFrame>
      <SharedCarouselCard
        title={sharedTitleOf(data.tema)}
        madeOn={data.dataFinalizacao ? <SharedMadeOn date={formatInstant(data.dataFinalizacao)} /> : null}
        slides={
          slides.length > 0 ? (
            <SharedSlideStrip>
              {slides.map((file, index) => (
                <SharedSlide
                  key={file.id}
                  href={file.url}
                  src={slideImageOf(file).src}
                  alt={sharedSlideAlt(index + 1, slides.length)}
                  width={size.width}
                  height={size.height}
                  first={index === 0}
                />
              ))}
            </SharedSlideStrip>
          ) : null
        }
        downloads={sharedDownloads(data.arquivos).map(({ file, primary, label }) => (
          <SharedDownload key={file.id} href={file.url} name={file.nome} label={label} primary={primary} />
        ))}
      />
    </SharedCarouselFrame>
  );
}

/*
 * The parts of a live link's screen. The build also draws them with markers for their values
 * (scripts/share-live-template.ts), and the server fills those from the link's answer to paint the carousel into
 * the page before its script has run (src/server/http/share-page.ts): each value they show comes as a prop,
 * computed by the screen above and by the server with the same functions (src/shared/share-links/paths.ts).
 */

/** The page around every state: the header with 'Crie o seu', then the state's card. */
export function SharedCarouselFrame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-background">
      <PublicPageHeader
        action={
          <Button asChild variant="outline" size="sm">
            <a href="/register">Crie o seu</a>
          </Button>
        }
      />
      <main className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">{children}</main>
    </div>
  );
}

/** A live link's card: its title, when it was made, the slides' strip and the downloads. */
export function SharedCarouselCard({
  title,
  madeOn,
  slides,
  downloads,
}: {
  title: string;
  madeOn: ReactNode;
  slides: ReactNode;
  downloads: ReactNode;
}) {
  return (
    <Card className="gap-0 py-0">
      <CardContent className="flex flex-col gap-5 py-(--card-p)">
        <div className="flex flex-col gap-1">
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
            Carrossel compartilhado
          </p>
          <h1 className="text-xl font-bold tracking-tight text-foreground sm:text-2xl">{title}</h1>
          {madeOn}
        </div>
        {slides}
        <section aria-labelledby="shared-files-title" className="flex flex-col gap-2">
          <h2 id="shared-files-title" className="text-base font-semibold text-foreground">
            Baixar
          </h2>
          <div className="flex flex-wrap gap-2">{downloads}</div>
        </section>
      </CardContent>
    </Card>
  );
}

/** 'Feito em ...', the carousel's finishing date as written by `formatInstant`. */
export function SharedMadeOn({ date }: { date: string }) {
  return <p className="text-sm text-muted-foreground">Feito em {date}</p>;
}

/** The strip of slides, scrolling sideways like the post will. */
export function SharedSlideStrip({ children }: { children: ReactNode }) {
  return (
    <section aria-label="Slides">
      <ul
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling strip must take focus so the keyboard can scroll it (arrow keys), as a finger swipes it
        tabIndex={0}
        aria-label="Slides, role para o lado"
        className="flex snap-x snap-mandatory gap-3 overflow-x-auto rounded-lg pb-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        data-testid="shared-slides"
      >
        {children}
      </ul>
    </section>
  );
}

/**
 * One slide of the strip: its small copy, a link that opens the slide itself in full. The first is the page's
 * largest paint, asked for at once and first (the server also names it in the page's head); the others when in
 * view. Width and height are the slide's shape, so each keeps its place while it loads.
 */
export function SharedSlide({
  href,
  src,
  alt,
  width,
  height,
  first,
}: {
  href: string;
  src: string;
  alt: string;
  width: ImgHTMLAttributes<HTMLImageElement>['width'];
  height: ImgHTMLAttributes<HTMLImageElement>['height'];
  first: boolean;
}) {
  return (
    <li className="w-64 shrink-0 snap-start sm:w-72">
      <a
        href={href}
        target="_blank"
        rel="noopener"
        className="block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          className="h-auto w-full rounded-lg border bg-muted"
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          decoding="async"
        />
      </a>
    </li>
  );
}

/**
 * A slide after the first in the page's painted copy (never drawn by React): the same place as `SharedSlide`, a
 * muted box of the slide's shape instead of its image, still a link to the slide in full. In the HTML the browser
 * would fetch every slide of the strip at once (lazy loading counts them as near), sharing the phone's bandwidth
 * with the first, the largest paint; the page's first render draws their images once the first is in
 * (docs/decisions/0018-fast-on-a-phone.md, step 11).
 */
export function SharedSlidePlaceholder({
  href,
  label,
  width,
  height,
}: {
  href: string;
  label: string;
  width: string | number;
  height: string | number;
}) {
  return (
    <li className="w-64 shrink-0 snap-start sm:w-72">
      <a
        href={href}
        target="_blank"
        rel="noopener"
        aria-label={label}
        className="block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {/* The image's box: its ratio on the content box, as an <img> with width and height and h-auto has it. */}
        <span
          className="block w-full rounded-lg border bg-muted"
          style={{ aspectRatio: `auto ${width} / ${height}` }}
        />
      </a>
    </li>
  );
}

/** A download button: 'Baixar tudo (ZIP, …)', the main one, or 'Baixar PDF (…)'. */
export function SharedDownload({
  href,
  name,
  label,
  primary,
}: {
  href: string;
  name: string;
  label: string;
  primary: boolean;
}) {
  return (
    <Button asChild variant={primary ? 'default' : 'outline'}>
      <a href={href} download={name}>
        <Download aria-hidden="true" />
        {label}
      </a>
    </Button>
  );
}
