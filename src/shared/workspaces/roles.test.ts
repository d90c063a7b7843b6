import { describe, expect, it } from 'vitest';
import { roleAtLeast } from './roles';

describe('roleAtLeast', () => {
  it('lets each role do what the roles below it do, and nothing above', () => {
    expect(roleAtLeast('dono', 'editor')).toBe(true);
    expect(roleAtLeast('editor', 'editor')).toBe(true);
    expect(roleAtLeast('editor', 'leitor')).toBe(true);
    expect(roleAtLeast('editor', 'dono')).toBe(false);
    expect(roleAtLeast('leitor', 'editor')).toBe(false);
  });
});
