import type { AdminUser } from '../../../../shared/admin/users';
import type { UserStatus } from '../../../../shared/constants';

export type UserStatusFilter = 'all' | UserStatus;

/** docs/product-rules.md §2: search by name or e-mail (case-insensitive substring) and the status filter. */
export function filterUsers(
  users: readonly AdminUser[],
  search: string,
  status: UserStatusFilter,
): AdminUser[] {
  const needle = search.trim().toLocaleLowerCase('pt-BR');
  return users.filter(
    (user) =>
      (status === 'all' || user.status === status) &&
      (!needle ||
        user.nome.toLocaleLowerCase('pt-BR').includes(needle) ||
        user.email.toLocaleLowerCase('pt-BR').includes(needle)),
  );
}

/** '1 usuário', '12 usuários'. */
export function formatUserCount(count: number): string {
  return `${count} ${count === 1 ? 'usuário' : 'usuários'}`;
}
