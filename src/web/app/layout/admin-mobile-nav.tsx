import { LogOut } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { BrandMark } from './brand-mark';
import { ADMIN_NAV_ITEMS, isNavItemActive } from './nav-items';

/**
 * Admins get no mobile top bar with a slide-out menu (docs/product-rules.md §2), yet every screen must work at 390 px:
 * below `lg` they get this plain header instead, with every admin link in view (wrapped, nothing hidden).
 */
export function AdminMobileNav({ onSignOut }: { onSignOut: () => void }) {
  const { pathname } = useLocation();
  return (
    <div className="sticky top-0 z-30 border-b bg-card/95 backdrop-blur lg:hidden">
      <div className="flex h-12 items-center justify-between gap-3 px-4">
        <BrandMark subtitle="Administração" />
        <button
          type="button"
          onClick={onSignOut}
          className="flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground"
        >
          <LogOut className="size-4" aria-hidden="true" />
          Sair
        </button>
      </div>
      <nav aria-label="Menu administrativo">
        <ul className="flex flex-wrap gap-1 px-3 pb-2.5">
          {ADMIN_NAV_ITEMS.map((item) => {
            const isActive = isNavItemActive(item, pathname);
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={isActive ? 'page' : undefined}
                  className={cn(
                    'flex h-8 items-center gap-1.5 rounded-full px-2.5 text-sm font-medium whitespace-nowrap',
                    isActive
                      ? 'bg-secondary text-secondary-foreground'
                      : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                  )}
                >
                  <item.icon className="size-4" aria-hidden="true" />
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
