import { describe, expect, it } from 'vitest';
import type { Workspace } from '../../../shared/workspaces/schemas';
import { mayAct, pickActiveWorkspace } from './workspaces';

const PERSONAL: Workspace = { id: 'p', nome: 'Pessoal', papel: 'dono', saldo: 7, pessoal: true };
const TEAM: Workspace = { id: 't', nome: 'Agência', papel: 'leitor', saldo: 0, pessoal: false };

describe('the active workspace on screen', () => {
  it('is the personal one without an id, the named team otherwise, and none for an unknown id', () => {
    expect(pickActiveWorkspace([PERSONAL, TEAM], null)).toBe(PERSONAL);
    expect(pickActiveWorkspace([PERSONAL, TEAM], 't')).toBe(TEAM);
    expect(pickActiveWorkspace([PERSONAL, TEAM], 'gone')).toBeNull();
  });

  it('offers an action only to a role that may take it, and none while a team role is unknown', () => {
    expect(mayAct(TEAM, 't', 'editor')).toBe(false);
    expect(mayAct(TEAM, 't', 'leitor')).toBe(true);
    expect(mayAct({ ...TEAM, papel: 'editor' }, 't', 'dono')).toBe(false);
    expect(mayAct(PERSONAL, null, 'dono')).toBe(true);
    expect(mayAct(null, null, 'editor')).toBe(true);
    expect(mayAct(null, 't', 'leitor')).toBe(false);
  });
});
