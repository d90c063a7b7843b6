import { Menu, Wallet } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '../../components/ui/sheet';
import { WorkspaceSwitcher } from '../../features/workspace-switcher';
import { BrandMark } from './brand-mark';
import { describeCredits } from './format-credit-badge';
import { navItemsFor, USER_NAV_ITEMS } from './nav-items';
import { NavMenu } from './nav-menu';
import type { LayoutSession } from './use-layout-session';
import { UserSummary } from './user-summary';

/** Below `lg`, for clientes only (docs/product-rules.md §2): brand, balance and the slide-out menu. */
export function MobileTopBar({
  session,
  onOpenSupport,
  onSignOut,
}: {
  session: LayoutSession;
  onOpenSupport: () => void;
  onSignOut: () => void;
}) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  // The support dialog opens as the menu closes: focus must stay in that dialog, not return to the menu
  // button (that round trip blurred the title field and showed its error before anything was typed).
  const isHandingFocusRef = useRef(false);
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center justify-between gap-3 border-b bg-card/95 px-4 backdrop-blur lg:hidden">
      <BrandMark />
      <div className="flex items-center gap-2">
        <Link
          to="/creditos"
          className="flex h-9 items-center gap-1.5 rounded-full bg-secondary px-3 text-sm font-semibold text-secondary-foreground tabular-nums"
          aria-label={`Saldo: ${describeCredits(session.credits)}. Ver Meus Créditos`}
        >
          <Wallet className="size-4" aria-hidden="true" />
          {session.credits}
        </Link>
        <Sheet open={isMenuOpen} onOpenChange={setMenuOpen}>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon" aria-label="Abrir menu">
              <Menu className="size-5" aria-hidden="true" />
            </Button>
          </SheetTrigger>
          <SheetContent
            side="left"
            className="gap-2"
            onCloseAutoFocus={(event) => {
              if (!isHandingFocusRef.current) return;
              isHandingFocusRef.current = false;
              event.preventDefault();
            }}
          >
            <SheetHeader>
              <SheetTitle>Menu</SheetTitle>
              <SheetDescription className="sr-only">Navegação principal do Carrossel</SheetDescription>
            </SheetHeader>
            <SheetBody className="flex flex-col gap-4">
              <WorkspaceSwitcher onNavigate={closeMenu} />
              <NavMenu
                label="Menu principal"
                items={navItemsFor(USER_NAV_ITEMS, session.may)}
                onNavigate={closeMenu}
                onOpenSupport={() => {
                  isHandingFocusRef.current = true;
                  closeMenu();
                  onOpenSupport();
                }}
                onSignOut={() => {
                  closeMenu();
                  onSignOut();
                }}
              />
            </SheetBody>
            <SheetFooter>
              <UserSummary name={session.name} email={session.email} credits={session.credits} showCredits />
            </SheetFooter>
          </SheetContent>
        </Sheet>
      </div>
    </header>
  );
}
