import { MIN_PASSWORD_LENGTH } from '../../shared/constants';
import { AppError } from '../http/app-error';

const COMMON_PASSWORDS = new Set([
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '654321',
  '111111',
  '000000',
  '123123',
  'abc123',
  'qwerty',
  'password',
  'senha1',
  'senha123',
  'mudar123',
  'brasil',
  'carrossel',
]);

/** Reasons a password is too weak, in pt-BR; empty when it is acceptable. */
export function findWeakPasswordReasons(
  password: string,
  context: { email?: string; nome?: string } = {},
): string[] {
  const reasons: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH)
    reasons.push(`A senha deve ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`);
  if (COMMON_PASSWORDS.has(password.toLowerCase()))
    reasons.push('Essa senha é muito comum e fácil de adivinhar.');
  if (password.length > 0 && new Set(password).size === 1)
    reasons.push('A senha não pode repetir um único caractere.');
  const localPart = context.email?.split('@')[0]?.toLowerCase();
  if (localPart && localPart.length >= 4 && password.toLowerCase() === localPart) {
    reasons.push('A senha não pode ser igual ao seu e-mail.');
  }
  return reasons;
}

/** Throws `weak_password` (400, with every reason) when the password is too weak. */
export function assertStrongPassword(senha: string, context: { email?: string; nome?: string }): void {
  const reasons = findWeakPasswordReasons(senha, context);
  if (reasons.length > 0) {
    throw new AppError('weak_password', reasons[0] ?? 'Senha fraca.', { reasons });
  }
}
