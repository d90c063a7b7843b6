import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/auth/messages';
import { checkRegister } from './register-check';

describe('checkRegister', () => {
  it('answers the body the API takes: the name trimmed, the e-mail trimmed and lower-cased, no confirmation', () => {
    expect(
      checkRegister({
        nome: '  Joana Cadastro ',
        email: ' Joana@Exemplo.COM ',
        senha: 'segredo-123',
        confirmarSenha: 'segredo-123',
      }),
    ).toEqual({
      errors: {},
      body: { nome: 'Joana Cadastro', email: 'joana@exemplo.com', senha: 'segredo-123' },
    });
  });

  it('gives each wrong field its message, the confirmation included, and no body', () => {
    expect(checkRegister({ nome: 'A', email: 'joana', senha: '123', confirmarSenha: '1234' })).toEqual({
      errors: {
        nome: AUTH_MESSAGES.shortName,
        email: AUTH_MESSAGES.invalidEmail,
        senha: AUTH_MESSAGES.shortPassword,
        confirmarSenha: AUTH_MESSAGES.passwordsDiffer,
      },
      body: null,
    });
    expect(
      checkRegister({ nome: '', email: '', senha: 'segredo-123', confirmarSenha: 'segredo-123' }).errors,
    ).toEqual({ nome: AUTH_MESSAGES.shortName, email: AUTH_MESSAGES.invalidEmail });
  });
});
