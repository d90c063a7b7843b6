import { z } from 'zod';
import { AUTH_MESSAGES, emailSchema, MAX_PASSWORD_LENGTH, nameSchema, passwordSchema } from '../auth/schemas';
import { textSchema } from '../text';
import { ACCOUNT_MESSAGES } from './messages';

/** The signed-in person's own account as /conta shows it (GET /api/account and every change's answer). */
export const emailPreferencesSchema = z.object(
  {
    /** "Carrossel pronto": an e-mail when a carousel finishes (on by default). */
    carrossel_pronto: z.boolean({ error: ACCOUNT_MESSAGES.preferenceInvalid }),
    /** "Novidades": product news (off by default). */
    novidades: z.boolean({ error: ACCOUNT_MESSAGES.preferenceInvalid }),
  },
  { error: ACCOUNT_MESSAGES.preferenceInvalid },
);
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

export const accountSchema = z.object({
  nome: z.string(),
  email: z.string(),
  /** The address waiting for its confirmation link to be opened, if a change was asked for. */
  email_pendente: z.string().nullable(),
  preferencias: emailPreferencesSchema,
});
export type Account = z.infer<typeof accountSchema>;

/** PATCH /api/account/name: the same name rule as sign-up. */
export const nameChangeBodySchema = z.object({ nome: nameSchema });
export type NameChangeBody = z.infer<typeof nameChangeBodySchema>;

/** The password the person types to prove it is them; its strength is not judged (it is the one they have). */
export const currentPasswordSchema = textSchema({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
  .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
  .max(MAX_PASSWORD_LENGTH, ACCOUNT_MESSAGES.currentPasswordWrong);

/** POST /api/account/password. The new password's strength is judged by the server (code weak_password). */
export const passwordChangeBodySchema = z.object({
  senha_atual: currentPasswordSchema,
  nova_senha: passwordSchema,
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;

/** The form adds the confirmation, checked on the client only. */
export const passwordChangeFormSchema = passwordChangeBodySchema
  .extend({ confirmar_senha: z.string() })
  .refine((values) => values.nova_senha === values.confirmar_senha, {
    message: AUTH_MESSAGES.passwordsDiffer,
    path: ['confirmar_senha'],
  });
export type PasswordChangeForm = z.infer<typeof passwordChangeFormSchema>;

/** One signed-in device (a session family: every tab of one browser shares it). */
export const accountSessionSchema = z.object({
  id: z.uuid(),
  /** "Chrome no Windows", read from the User-Agent. */
  dispositivo: z.string(),
  ip: z.string().nullable(),
  /** When the person signed in on it (ISO). */
  criada_em: z.string(),
  /** The last time it renewed its access, at most an hour before its last use (ISO). */
  visto_em: z.string(),
  /** The session this request was made with. */
  atual: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsSchema = z.object({ sessoes: z.array(accountSessionSchema) });
export type AccountSessions = z.infer<typeof accountSessionsSchema>;

export const sessionIdParamsSchema = z.object({ id: z.uuid(ACCOUNT_MESSAGES.sessionNotFound) });

export const revokedSessionsSchema = z.object({ encerradas: z.number().int() });

/** POST /api/account/email-change: the new address, and the password to prove it is the owner asking. */
export const emailChangeBodySchema = z.object({ email: emailSchema, senha: currentPasswordSchema });
export type EmailChangeBody = z.infer<typeof emailChangeBodySchema>;
