import { describe, expect, it } from 'vitest';
import { findWeakPasswordReasons } from './password-policy';

describe('findWeakPasswordReasons', () => {
  it('accepts a reasonable password', () => {
    expect(findWeakPasswordReasons('girassol-azul')).toEqual([]);
  });

  it('explains each weakness in Portuguese', () => {
    expect(findWeakPasswordReasons('abc')).toContain('A senha deve ter pelo menos 6 caracteres.');
    expect(findWeakPasswordReasons('123456')).toContain('Essa senha é muito comum e fácil de adivinhar.');
    expect(findWeakPasswordReasons('aaaaaaa')).toContain('A senha não pode repetir um único caractere.');
    expect(findWeakPasswordReasons('mariana', { email: 'mariana@exemplo.com' })).toContain(
      'A senha não pode ser igual ao seu e-mail.',
    );
  });
});
