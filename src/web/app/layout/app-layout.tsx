import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { AdminMobileNav } from './admin-mobile-nav';
import { DesktopSidebar } from './desktop-sidebar';
import { MobileBottomBar } from './mobile-bottom-bar';
import { MobileTopBar } from './mobile-top-bar';
import { useLayoutSession } from './use-layout-session';

// Loaded when first asked for: every signed-in screen offers support, few open the form (its code stays out of
// each page's first visit, docs/decisions/0018-fast-on-a-phone.md).
const SupportTicketDialog = lazy(() =>
  import('../../features/support').then((module) => ({ default: module.SupportTicketDialog })),
);

/**
 * The frame of every signed-in screen (docs/product-rules.md §2): sidebar from `lg`, and below it the top bar with the
 * slide-out menu plus the bottom bar for clientes. Pages render in <main> through <Outlet/>.
 */
export function AppLayout() {
  const session = useLayoutSession();
  const { pathname } = useLocation();
  const [isSupportOpen, setSupportOpen] = useState(false);
  // Once opened the dialog stays mounted, so closing it animates like any other.
  const [wasSupportOpened, setSupportOpened] = useState(false);
  const openSupport = () => {
    setSupportOpened(true);
    setSupportOpen(true);
  };
  const hasBottomBar = !session.isAdmin && !pathname.startsWith('/criar');

  const handleSignOut = () => {
    void session.signOut();
  };

  return (
    <div className="min-h-dvh bg-background">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-card focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:shadow-elevated"
      >
        Pular para o conteúdo
      </a>
      <DesktopSidebar session={session} onOpenSupport={openSupport} onSignOut={handleSignOut} />
      {session.isAdmin ? (
        <AdminMobileNav onSignOut={handleSignOut} />
      ) : (
        <MobileTopBar session={session} onOpenSupport={openSupport} onSignOut={handleSignOut} />
      )}
      <main
        id="conteudo"
        tabIndex={-1}
        className={cn('outline-none lg:pl-64', hasBottomBar ? 'pb-28 lg:pb-0' : 'pb-8 lg:pb-0')}
      >
        <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <Outlet />
        </div>
      </main>
      {hasBottomBar ? <MobileBottomBar credits={session.credits} mayCreate={session.may('editor')} /> : null}
      {session.isAdmin || !wasSupportOpened ? null : (
        <Suspense fallback={null}>
          <SupportTicketDialog
            open={isSupportOpen}
            onOpenChange={setSupportOpen}
            hasSession={session.hasSession}
          />
        </Suspense>
      )}
    </div>
  );
}
