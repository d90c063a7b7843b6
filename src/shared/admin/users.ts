import { z } from 'zod';
import { emailSchema, nameSchema } from '../auth/schemas';
import { USER_ROLES, USER_STATUSES, type UserRole, type UserStatus } from '../constants';
import { ADMIN_MESSAGES } from './messages';

/** docs/product-rules.md §3 'Admin user': `uuid` repeats `id` because the original screen read either name. */
export const adminUserSchema = z.object({
  id: z.uuid(),
  uuid: z.uuid(),
  nome: z.string(),
  email: z.string(),
  tipo: z.enum(USER_ROLES),
  status: z.enum(USER_STATUSES),
  credits: z.number().int(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.array(adminUserSchema);

export const userIdParamsSchema = z.object({ id: z.uuid({ error: ADMIN_MESSAGES.userNotFound }) });

export const userRoleSchema = z.enum(USER_ROLES, { error: ADMIN_MESSAGES.invalidRole });
export const userStatusSchema = z.enum(USER_STATUSES, { error: ADMIN_MESSAGES.invalidStatus });

/** PUT /api/admin/users/{id}: the edit form and the API check the same rules (docs/product-rules.md §5). */
export const userEditBodySchema = z.object({
  nome: nameSchema,
  email: emailSchema,
  tipo: userRoleSchema,
  status: userStatusSchema,
});
export type UserEditBody = z.infer<typeof userEditBodySchema>;
export type UserEditForm = z.input<typeof userEditBodySchema>;

/**
 * PUT /api/admin/users/{id}/status carries the status the admin wants (the screen's toggle turns ativo into
 * bloqueado and anything else into ativo): asking twice for the same status is harmless.
 */
export const userStatusBodySchema = z.object({
  status: z.enum(['ativo', 'bloqueado'], { error: ADMIN_MESSAGES.invalidToggleStatus }),
});
export type UserStatusBody = z.infer<typeof userStatusBodySchema>;

/** The status the toggle asks for (docs/product-rules.md §4). */
export function getToggledStatus(current: string): UserStatusBody['status'] {
  return current === 'ativo' ? 'bloqueado' : 'ativo';
}

/** PUT /api/admin/users/{id}/credits: the new balance, written as one admin-adjustment ledger row. */
export const userCreditsBodySchema = z.object({
  credits: z
    .number({ error: ADMIN_MESSAGES.invalidCredits })
    .int(ADMIN_MESSAGES.invalidCredits)
    .min(0, ADMIN_MESSAGES.invalidCredits)
    .max(1_000_000, ADMIN_MESSAGES.invalidCredits),
});

export const userCreditsResponseSchema = z.object({ credits: z.number().int() });

/** How every screen names a user's status and role; a new status or role must be named here to compile. */
export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  ativo: 'Ativo',
  bloqueado: 'Bloqueado',
  pendente: 'Pendente',
};

export const USER_ROLE_LABELS: Record<UserRole, string> = {
  cliente: 'Cliente',
  admin: 'Administrador',
};
