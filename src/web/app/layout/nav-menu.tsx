import { LifeBuoy, LogOut } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { isNavItemActive, type NavItem } from './nav-items';

const itemClassName = cn(
  'flex h-10 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  '[&_svg]:size-[1.125rem] [&_svg]:shrink-0',
);
const idleClassName = 'text-muted-foreground hover:bg-accent hover:text-accent-foreground';
const activeClassName = 'bg-secondary font-semibold text-secondary-foreground';

/**
 * The side menu's list, shared by the desktop sidebar and the mobile sheet. Links carry aria-current so a
 * screen reader announces where the user is; 'Abrir Chamado' and 'Sair' are buttons because they act.
 */
export function NavMenu({
  items,
  label,
  onNavigate,
  onOpenSupport,
  onSignOut,
}: {
  items: readonly NavItem[];
  label: string;
  onNavigate?: () => void;
  onOpenSupport?: () => void;
  onSignOut: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={label} className="flex flex-col gap-1">
      <ul className="flex flex-col gap-1">
        {items.map((item) => {
          const isActive = isNavItemActive(item, pathname);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                onClick={onNavigate}
                aria-current={isActive ? 'page' : undefined}
                className={cn(itemClassName, isActive ? activeClassName : idleClassName)}
              >
                <item.icon aria-hidden="true" />
                {item.label}
              </Link>
            </li>
          );
        })}
        {onOpenSupport ? (
          <li>
            <button
              type="button"
              onClick={onOpenSupport}
              aria-haspopup="dialog"
              className={cn(itemClassName, idleClassName)}
            >
              <LifeBuoy aria-hidden="true" />
              Abrir Chamado
            </button>
          </li>
        ) : null}
        <li>
          <button type="button" onClick={onSignOut} className={cn(itemClassName, idleClassName)}>
            <LogOut aria-hidden="true" />
            Sair
          </button>
        </li>
      </ul>
    </nav>
  );
}
