import { describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../../shared/admin/users';
import { filterUsers, formatUserCount } from './filter-users';

describe('user filters', () => {
  const user = (nome: string, email: string, status: AdminUser['status']): AdminUser => ({
    id: email,
    uuid: email,
    nome,
    email,
    tipo: 'cliente',
    status,
    credits: 0,
    createdAt: '2026-01-01T00:00:00Z',
  });
  const users = [user('Ana Souza', 'ana@x.com', 'ativo'), user('Bruno', 'bruno@x.com', 'bloqueado')];

  it('matches name or e-mail, ignoring case, within the status', () => {
    expect(filterUsers(users, 'SOUZA', 'all')).toHaveLength(1);
    expect(filterUsers(users, 'bruno@', 'all')).toHaveLength(1);
    expect(filterUsers(users, '', 'bloqueado').map((entry) => entry.nome)).toEqual(['Bruno']);
    expect(filterUsers(users, 'ana', 'bloqueado')).toEqual([]);
    expect(formatUserCount(1)).toBe('1 usuário');
    expect(formatUserCount(3)).toBe('3 usuários');
  });
});
