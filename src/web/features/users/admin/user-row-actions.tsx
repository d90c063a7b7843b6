import { Ban, CircleCheck, Coins, Eye, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import type { AdminUser } from '../../../../shared/admin/users';
import { getToggledStatus } from '../../../../shared/admin/users';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';

export interface UserRowActionsProps {
  user: AdminUser;
  /** The signed-in admin: the server refuses blocking or deleting oneself, so the buttons say so first. */
  isSelf: boolean;
  isToggling: boolean;
  onToggleStatus: (user: AdminUser) => void;
  onView: (user: AdminUser) => void;
  onEdit: (user: AdminUser) => void;
  onAdjustCredits: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

/** The block/activate button and the Ver Detalhes / Editar / Ajustar créditos / Excluir menu of a user row (docs/product-rules.md §2). */
export function UserRowActions({
  user,
  isSelf,
  isToggling,
  onToggleStatus,
  onView,
  onEdit,
  onAdjustCredits,
  onDelete,
}: UserRowActionsProps) {
  const willBlock = getToggledStatus(user.status) === 'bloqueado';
  return (
    <div className="flex items-center justify-end gap-1.5">
      <Button
        variant={willBlock ? 'outline' : 'secondary'}
        size="sm"
        disabled={isSelf}
        loading={isToggling}
        onClick={() => onToggleStatus(user)}
        aria-label={`${willBlock ? 'Bloquear' : 'Ativar'} ${user.nome}`}
        title={isSelf ? 'Você não pode bloquear a sua própria conta.' : willBlock ? 'Bloquear' : 'Ativar'}
      >
        {willBlock ? <Ban aria-hidden="true" /> : <CircleCheck aria-hidden="true" />}
        {/* Beside the sidebar (lg to 2xl) the table has no room for the word: the icon and its label remain. */}
        <span className="hidden sm:inline lg:hidden 2xl:inline">{willBlock ? 'Bloquear' : 'Ativar'}</span>
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={`Mais ações para ${user.nome}`}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => onView(user)}>
            <Eye aria-hidden="true" />
            Ver Detalhes
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onEdit(user)}>
            <Pencil aria-hidden="true" />
            Editar
          </DropdownMenuItem>
          {/* Admins have no balance (docs/product-rules.md §1). */}
          {user.tipo === 'cliente' ? (
            <DropdownMenuItem onSelect={() => onAdjustCredits(user)}>
              <Coins aria-hidden="true" />
              Ajustar créditos
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" disabled={isSelf} onSelect={() => onDelete(user)}>
            <Trash2 aria-hidden="true" />
            Excluir
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
