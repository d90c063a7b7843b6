import { z } from 'zod';

/** The words the account's data rights speak (deletion, export), one home for server and screens. */
export const ACCOUNT_MESSAGES = {
  passwordRequired: 'Informe sua senha para confirmar.',
  wrongPassword: 'Senha incorreta. A conta não foi excluída.',
  lastAdmin:
    'Você é o último administrador ativo. Promova outra pessoa a administradora antes de excluir sua conta.',
  exportTooSoon: 'Você já pediu uma cópia dos seus dados há pouco. Aguarde alguns minutos para pedir outra.',
  exportQueued: 'Estamos preparando seus dados. Você também receberá o link por e-mail.',
} as const;

/**
 * The name a deleted account keeps (docs/account-data.md): its profile stays as an anonymous anchor of the
 * ledger and of the work it made for teams, and every screen naming it (history "criado por", the activity
 * list, the credits screen, the admin's content screen) shows this instead of the person.
 */
export const DELETED_ACCOUNT_NAME = 'Conta excluída';

export const deleteAccountBodySchema = z.object({
  senha: z
    .string({ error: ACCOUNT_MESSAGES.passwordRequired })
    .min(1, ACCOUNT_MESSAGES.passwordRequired)
    .max(128, 'Senha deve ter no máximo 128 caracteres'),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/**
 * Where the last export request stands: `nenhuma` before any, `preparando` while the job builds it, `pronta`
 * with a link valid until `expiraEm`, `expirada` once the 24 hours passed, `erro` when it could not be built.
 */
export const EXPORT_STATUSES = ['nenhuma', 'preparando', 'pronta', 'expirada', 'erro'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export const exportStatusSchema = z.object({
  status: z.enum(EXPORT_STATUSES),
  /** Only while `pronta`: the ZIP's address, valid until expiraEm. */
  url: z.string().optional(),
  expiraEm: z.string().optional(),
  /** When the last request was made (ISO). */
  pedidaEm: z.string().optional(),
  tamanho: z.number().int().optional(),
});
export type ExportStatusResponse = z.infer<typeof exportStatusSchema>;

/** How long an export's link works. */
export const EXPORT_LINK_HOURS = 24;
