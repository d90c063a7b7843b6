import { describe, expect, it } from 'vitest';
import { loginBodySchema } from '../../../shared/auth/schemas';
import { installPortugueseValidationMessages } from '../../../shared/zod-locale';
import { checkLogin } from './login-check';

installPortugueseValidationMessages();

const SAMPLES = [
  { email: 'ana@exemplo.com', senha: 'segredo-123' },
  { email: '  Ana.Silva+posts@Exemplo.COM.br ', senha: '123456' },
  { email: '', senha: '' },
  { email: 'ana', senha: 'segredo-123' },
  { email: 'ana@exemplo', senha: 'segredo-123' },
  { email: 'ana..silva@exemplo.com', senha: 'segredo-123' },
  { email: '.ana@exemplo.com', senha: 'segredo-123' },
  { email: 'ana@exemplo.com', senha: '12345' },
  { email: 'ana@exemplo.com', senha: 'x'.repeat(129) },
  { email: `${'a'.repeat(320)}@exemplo.com`, senha: 'segredo-123' },
  { email: 'ana silva@exemplo.com', senha: '      ' },
];

describe('checkLogin', () => {
  it('gives the shared login schema’s verdict, messages and body for what people type', () => {
    for (const values of SAMPLES) {
      const parsed = loginBodySchema.safeParse(values);
      const { errors, body } = checkLogin(values);
      if (parsed.success) {
        expect(errors, values.email).toEqual({});
        expect(body).toEqual(parsed.data);
        continue;
      }
      const expected = Object.fromEntries(
        parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message] as const),
      );
      expect(errors, values.email).toEqual(expected);
    }
  });
});
