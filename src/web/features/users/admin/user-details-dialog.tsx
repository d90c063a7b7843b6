import type { ReactNode } from 'react';
import type { AdminUser } from '../../../../shared/admin/users';
import { formatAdminDate } from '../../../../shared/dates';
import { DetailsDialog } from '../../../components/details-dialog';
import { UserStatusBadge } from './user-status-badge';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[8rem_1fr] sm:gap-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

/** 'Ver Detalhes' of a user row. */
export function UserDetailsDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <DetailsDialog item={user} onClose={onClose} title="Detalhes do Usuário" description={user?.email}>
      {(user) => (
        <dl className="grid gap-3">
          <Detail label="Nome">{user.nome}</Detail>
          <Detail label="Email">{user.email}</Detail>
          <Detail label="ID">
            <span className="font-mono text-xs">{user.id}</span>
          </Detail>
          <Detail label="Tipo">{user.tipo === 'admin' ? 'Administrador' : 'Cliente'}</Detail>
          <Detail label="Status">
            <UserStatusBadge status={user.status} />
          </Detail>
          <Detail label="Créditos">{user.tipo === 'admin' ? '—' : user.credits}</Detail>
          <Detail label="Cadastro">{formatAdminDate(user.createdAt)}</Detail>
        </dl>
      )}
    </DetailsDialog>
  );
}
