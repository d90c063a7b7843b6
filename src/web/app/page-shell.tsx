import { LoadingCard } from '../components/ui/loading-card';
import { PageHeader, type PageHeaderText } from '../components/ui/page-header';
import { CREATE_PAGE_HEADER } from '../features/carousels/create/create-page-header';
import { HISTORY_PAGE_HEADER } from '../features/carousels/history/history-page-header';
import { BRAND_SUBTITLE, BrandMark } from './layout/brand-mark';
import { DASHBOARD_HEADER } from './routes/dashboard-page-header';

/**
 * The signed-in pages a first visit most often opens, by address, with the header each draws. Until the page's code
 * and the session are in, these addresses show their shell instead of the bare loading card: the build paints it
 * into the page's HTML (scripts/build-web.ts), and the app draws the same while it starts and checks the session,
 * so the visitor sees where they are at once and nothing flickers (docs/decisions/0018-fast-on-a-phone.md).
 */
export const PAGE_SHELL_HEADERS: Readonly<Record<string, PageHeaderText>> = {
  '/': DASHBOARD_HEADER,
  '/dashboard': DASHBOARD_HEADER,
  '/criar': CREATE_PAGE_HEADER,
  '/historico': HISTORY_PAGE_HEADER,
};

/**
 * The header of the page at `pathname`, when it has a shell. A trailing slash is the same page, as the server
 * (which sends `/historico/` the page's painted HTML) and the router read it.
 */
export const pageShellHeaderOf = (pathname: string): PageHeaderText | undefined =>
  PAGE_SHELL_HEADERS[pathname.replace(/(?<=.)\/$/, '')];

/**
 * The frame's outline (the desktop sidebar and the phone's top bar, each with the brand where the frame draws it) around the page's own
 * header, with the wait's status below it: the header sits where the page will draw it, at the same width.
 */
export function PageShell({ header, message }: { header: PageHeaderText; message: string }) {
  return (
    <div data-slot="page-shell" className="min-h-dvh bg-background">
      <aside
        aria-label="Barra lateral"
        className="fixed inset-y-0 left-0 hidden w-64 flex-col border-r bg-card px-4 py-5 lg:flex"
      >
        <BrandMark className="px-2" subtitle={BRAND_SUBTITLE} />
      </aside>
      <header className="sticky top-0 z-30 flex h-14 items-center border-b bg-card/95 px-4 lg:hidden">
        <BrandMark />
      </header>
      <main aria-busy="true" className="pb-8 lg:pl-64">
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <PageHeader title={header.title} description={header.description} />
          <LoadingCard message={message} fullScreen={false} />
        </div>
      </main>
    </div>
  );
}

/**
 * What the app shows while it starts or checks the session: the page's shell at an address that has one, the
 * loading card anywhere else. `pathname` is the browser's unless given (the build paints without a browser).
 */
export function WaitScreen({
  message = 'Carregando...',
  pathname = window.location.pathname,
}: {
  message?: string;
  pathname?: string;
}) {
  const header = pageShellHeaderOf(pathname);
  return header ? <PageShell header={header} message={message} /> : <LoadingCard message={message} />;
}
