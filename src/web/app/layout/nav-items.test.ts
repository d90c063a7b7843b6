import { describe, expect, it } from 'vitest';
import { roleAtLeast, type WorkspaceRole } from '../../../shared/workspaces/roles';
import { navItemsFor, USER_NAV_ITEMS } from './nav-items';

const labelsFor = (role: WorkspaceRole) =>
  navItemsFor(USER_NAV_ITEMS, (needed) => roleAtLeast(role, needed)).map((item) => item.label);

describe("the menu for the caller's role in the active workspace", () => {
  it('offers Criar Carrossel to an editor and a dono, and leaves it out for a leitor', () => {
    expect(labelsFor('dono')).toContain('Criar Carrossel');
    expect(labelsFor('editor')).toContain('Criar Carrossel');
    expect(labelsFor('leitor')).not.toContain('Criar Carrossel');
  });

  it('keeps every screen a leitor may open: the history, the brand, the credits and the account', () => {
    expect(labelsFor('leitor')).toEqual(
      USER_NAV_ITEMS.filter((item) => item.to !== '/criar').map((item) => item.label),
    );
  });
});
