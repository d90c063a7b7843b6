import { registerFormSchema, type SignupBody } from '../../../shared/auth/schemas';
import { installPortugueseValidationMessages } from '../../../shared/zod-locale';

/**
 * The register form's check: the shared `registerFormSchema` itself, in a module the screen loads only once the
 * visitor starts filling the form in, so zod stays out of the first visit's JavaScript
 * (docs/decisions/0018-fast-on-a-phone.md). It answers what the form shows: each field's first message, and the
 * body the API takes (the schema's output: name trimmed, e-mail trimmed and lower-cased).
 */
export interface RegisterValues {
  nome: string;
  email: string;
  senha: string;
  confirmarSenha: string;
}
export type RegisterErrors = Partial<Record<keyof RegisterValues, string>>;

installPortugueseValidationMessages();

export function checkRegister(values: RegisterValues): { errors: RegisterErrors; body: SignupBody | null } {
  const parsed = registerFormSchema.safeParse(values);
  if (parsed.success) {
    const { nome, email, senha } = parsed.data;
    return { errors: {}, body: { nome, email, senha } };
  }
  const errors: RegisterErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values) errors[field as keyof RegisterValues] ??= issue.message;
  }
  return { errors, body: null };
}
