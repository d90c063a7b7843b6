import { describe, expect, it } from 'vitest';
import { formatUserCount } from './format-user-count';

describe('formatUserCount', () => {
  it('says usuário for one and usuários otherwise', () => {
    expect(formatUserCount(0)).toBe('0 usuários');
    expect(formatUserCount(1)).toBe('1 usuário');
    expect(formatUserCount(3)).toBe('3 usuários');
  });
});
