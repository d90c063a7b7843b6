import {
  Building2,
  Code,
  FolderKanban,
  History,
  LayoutDashboard,
  LayoutTemplate,
  LifeBuoy,
  type LucideIcon,
  MessagesSquare,
  Palette,
  Receipt,
  ScrollText,
  Sparkles,
  UserRound,
  Users,
  Wallet,
} from 'lucide-react';
import type { WorkspaceRole } from '../../../shared/workspaces/roles';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Extra paths that count as this item (the dashboard lives at / and /dashboard). */
  alsoActiveOn?: readonly string[];
  /** The least role in the active workspace the screen is for (docs/workspaces.md); every member without. */
  needs?: WorkspaceRole;
}

/** docs/product-rules.md §2 user menu plus 'Meus chamados' and 'Minha conta' (/conta, docs/account.md); 'Abrir Chamado' and 'Sair' are actions, added by the menu itself. */
export const USER_NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard, alsoActiveOn: ['/'] },
  { label: 'Criar Carrossel', to: '/criar', icon: Sparkles, needs: 'editor' },
  { label: 'Histórico', to: '/historico', icon: History },
  { label: 'Minha Marca', to: '/minha-marca', icon: Palette },
  { label: 'Meus Créditos', to: '/creditos', icon: Wallet },
  { label: 'Meus chamados', to: '/meus-chamados', icon: MessagesSquare },
  { label: 'Desenvolvedores', to: '/desenvolvedores', icon: Code },
  { label: 'Minha conta', to: '/conta', icon: UserRound },
];

/** docs/product-rules.md §2 admin menu plus 'Espaços' (the workspaces, docs/workspaces.md), 'Chamados' (the support tickets screen), 'Pagamentos' (purchases and refunds) and 'Minha conta'. */
export const ADMIN_NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard, alsoActiveOn: ['/'] },
  { label: 'Usuários', to: '/admin', icon: Users },
  { label: 'Espaços', to: '/espacos', icon: Building2 },
  { label: 'Templates', to: '/templates', icon: LayoutTemplate },
  { label: 'Conteúdo', to: '/content', icon: FolderKanban },
  { label: 'Logs', to: '/logs', icon: ScrollText },
  { label: 'Chamados', to: '/chamados', icon: LifeBuoy },
  { label: 'Pagamentos', to: '/pagamentos', icon: Receipt },
  { label: 'Minha conta', to: '/conta', icon: UserRound },
];

/** The items the caller's role in the active workspace is for: a leitor is not offered 'Criar Carrossel'. */
export function navItemsFor(
  items: readonly NavItem[],
  may: (needed: WorkspaceRole) => boolean,
): readonly NavItem[] {
  return items.filter((item) => item.needs === undefined || may(item.needs));
}

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === item.to || path.startsWith(`${item.to}/`) || (item.alsoActiveOn ?? []).includes(path);
}
