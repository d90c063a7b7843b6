import { z } from 'zod';
import {
  MAX_PASSWORD_LENGTH,
  MIN_NAME_LENGTH,
  MIN_PASSWORD_LENGTH,
  USER_ROLES,
  USER_STATUSES,
} from '../constants';
import { textSchema } from '../text';
import { AUTH_MESSAGES } from './messages';

export { AUTH_MESSAGES, MAX_PASSWORD_LENGTH };

/** Trimmed and lower-cased: e-mails are compared case-insensitively. */
export const emailSchema = textSchema({ error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .pipe(z.email(AUTH_MESSAGES.invalidEmail).max(320, AUTH_MESSAGES.invalidEmail));

export const passwordSchema = textSchema({ error: AUTH_MESSAGES.shortPassword })
  .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.shortPassword)
  .max(MAX_PASSWORD_LENGTH, `Senha deve ter no máximo ${MAX_PASSWORD_LENGTH} caracteres`);

export const nameSchema = textSchema({ error: AUTH_MESSAGES.shortName })
  .trim()
  .min(MIN_NAME_LENGTH, AUTH_MESSAGES.shortName)
  .max(255, 'Nome deve ter no máximo 255 caracteres');

export const loginBodySchema = z.object({ email: emailSchema, senha: passwordSchema });
export type LoginBody = z.infer<typeof loginBodySchema>;

export const signupBodySchema = z.object({ nome: nameSchema, email: emailSchema, senha: passwordSchema });
export type SignupBody = z.infer<typeof signupBodySchema>;

/** The register form adds the confirmation, checked on the client only (the API takes nome, email, senha). */
export const registerFormSchema = signupBodySchema
  .extend({ confirmarSenha: z.string() })
  .refine((values) => values.senha === values.confirmarSenha, {
    message: AUTH_MESSAGES.passwordsDiffer,
    path: ['confirmarSenha'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const emailOnlyBodySchema = z.object({ email: emailSchema });
export const tokenBodySchema = z.object({
  token: z.string().trim().min(10, AUTH_MESSAGES.tokenRequired).max(200),
});
export const refreshBodySchema = z.object({ refresh_token: z.string().min(10).max(200) });
export const resetPasswordBodySchema = z.object({
  token: z.string().trim().min(10, AUTH_MESSAGES.tokenRequired).max(200),
  senha: passwordSchema,
});
export const resetPasswordFormSchema = z
  .object({ senha: passwordSchema, confirmarSenha: z.string() })
  .refine((values) => values.senha === values.confirmarSenha, {
    message: AUTH_MESSAGES.passwordsDiffer,
    path: ['confirmarSenha'],
  });

export const userSchema = z.object({
  id: z.uuid(),
  nome: z.string(),
  email: z.string(),
  tipo: z.enum(USER_ROLES),
  status: z.enum(USER_STATUSES),
});
export type User = z.infer<typeof userSchema>;

/** docs/product-rules.md §3 session shape. `expires_at` is in seconds since the epoch. */
export const sessionSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_at: z.number().int(),
  expires_in: z.number().int(),
  token_type: z.literal('bearer'),
  user: userSchema,
});
export type Session = z.infer<typeof sessionSchema>;

export const meResponseSchema = z.object({ user: userSchema, credits: z.number().int() });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const signupResponseSchema = z.object({ user: userSchema });
export const messageResponseSchema = z.object({ message: z.string() });
/** POST /api/auth/verify-email: the confirmed address comes back for the login form. */
export const verifyEmailResponseSchema = messageResponseSchema.extend({ email: z.string() });
