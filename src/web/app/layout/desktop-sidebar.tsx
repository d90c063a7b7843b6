import { WorkspaceSwitcher } from '../../features/workspace-switcher';
import { BRAND_SUBTITLE, BrandMark } from './brand-mark';
import { ADMIN_NAV_ITEMS, navItemsFor, USER_NAV_ITEMS } from './nav-items';
import { NavMenu } from './nav-menu';
import type { LayoutSession } from './use-layout-session';
import { UserSummary } from './user-summary';

/** The fixed left column from `lg` up: brand, the workspace switcher (clientes), menu, and who is signed in. */
export function DesktopSidebar({
  session,
  onOpenSupport,
  onSignOut,
}: {
  session: LayoutSession;
  onOpenSupport: () => void;
  onSignOut: () => void;
}) {
  return (
    <aside
      aria-label="Barra lateral"
      className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col gap-6 overflow-y-auto border-r bg-card px-4 py-5 lg:flex"
    >
      <BrandMark className="px-2" subtitle={session.isAdmin ? 'Administração' : BRAND_SUBTITLE} />
      {session.isAdmin ? null : <WorkspaceSwitcher />}
      <NavMenu
        label={session.isAdmin ? 'Menu administrativo' : 'Menu principal'}
        items={session.isAdmin ? ADMIN_NAV_ITEMS : navItemsFor(USER_NAV_ITEMS, session.may)}
        onOpenSupport={session.isAdmin ? undefined : onOpenSupport}
        onSignOut={onSignOut}
      />
      <UserSummary
        className="mt-auto"
        name={session.name}
        email={session.email}
        credits={session.credits}
        showCredits={!session.isAdmin}
      />
    </aside>
  );
}
