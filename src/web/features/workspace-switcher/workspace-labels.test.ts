import { describe, expect, it } from 'vitest';
import { describeWorkspace, workspaceSettingsPath } from './workspace-labels';

describe('the switcher’s words', () => {
  it('names the personal workspace Pessoal, a team by its name, with the role and the balance', () => {
    expect(describeWorkspace({ nome: 'Ana Lima', papel: 'dono', saldo: 12, pessoal: true })).toEqual({
      name: 'Pessoal',
      detail: 'Dono · 12 créditos',
    });
    expect(describeWorkspace({ nome: 'Agência Sol', papel: 'leitor', saldo: 1, pessoal: false })).toEqual({
      name: 'Agência Sol',
      detail: 'Leitor · 1 crédito',
    });
  });

  it('links a workspace to its settings screen', () => {
    expect(workspaceSettingsPath('abc')).toBe('/espaco/abc');
  });
});
