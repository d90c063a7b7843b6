import { z } from 'zod';
import { emailSchema, nameSchema } from '../auth/schemas';
import {
  ADMIN_USERS_PAGE_SIZE,
  USER_ROLES,
  USER_STATUSES,
  type UserRole,
  type UserStatus,
} from '../constants';
import { textSchema } from '../text';
import { optionalTextParam, pageOf, pageParam, pageSizeParam } from './list-query';
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

export const ADMIN_USER_STATUS_FILTERS = ['all', ...USER_STATUSES] as const;
export type AdminUserStatusFilter = (typeof ADMIN_USER_STATUS_FILTERS)[number];

/** The users screen's status filter, with its labels (docs/product-rules.md §2: Todos, Ativos, Bloqueados, Pendentes). */
export const ADMIN_USER_STATUS_FILTER_OPTIONS: readonly { value: AdminUserStatusFilter; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'ativo', label: 'Ativos' },
  { value: 'bloqueado', label: 'Bloqueados' },
  { value: 'pendente', label: 'Pendentes' },
];

/**
 * GET /api/admin/users query (docs/product-rules.md §2, users screen): `q` searches name and e-mail without
 * regard to case, `status` filters by status. Always newest sign-up first.
 */
export const adminUsersQuerySchema = z.object({
  page: pageParam,
  pageSize: pageSizeParam(ADMIN_USERS_PAGE_SIZE),
  q: optionalTextParam(200),
  status: z
    .enum(ADMIN_USER_STATUS_FILTERS, { error: 'Status deve ser all, ativo, bloqueado ou pendente.' })
    .default('all'),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUsersPageSchema = pageOf(adminUserSchema);
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

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

/** The largest single adjustment: a typo of an extra zero or two is refused rather than granted. */
export const MAX_CREDIT_ADJUSTMENT = 10_000;

/** The shortest reason an adjustment takes: a word someone can read later in the ledger and the logs. */
export const MIN_ADJUSTMENT_REASON = 5;

/**
 * POST /api/admin/users/{id}/credit-adjustments and /api/admin/workspaces/{id}/credit-adjustments: credits to
 * add (positive) or take away (negative), never 0, and why (kept in the ledger row the workspace's members see
 * in their history, and in the admin log).
 */
export const creditAdjustmentBodySchema = z.object({
  quantidade: z
    .number({ error: ADMIN_MESSAGES.adjustmentAmountInvalid })
    .int({ error: ADMIN_MESSAGES.adjustmentAmountInvalid })
    .min(-MAX_CREDIT_ADJUSTMENT, { error: ADMIN_MESSAGES.adjustmentAmountInvalid })
    .max(MAX_CREDIT_ADJUSTMENT, { error: ADMIN_MESSAGES.adjustmentAmountInvalid })
    .refine((value) => value !== 0, { error: ADMIN_MESSAGES.adjustmentAmountInvalid }),
  motivo: textSchema({ error: ADMIN_MESSAGES.adjustmentReasonRequired })
    .trim()
    .min(1, { error: ADMIN_MESSAGES.adjustmentReasonRequired })
    .min(MIN_ADJUSTMENT_REASON, { error: ADMIN_MESSAGES.adjustmentReasonTooShort })
    .max(200, { error: ADMIN_MESSAGES.adjustmentReasonTooLong }),
});
export type CreditAdjustmentBody = z.infer<typeof creditAdjustmentBodySchema>;
export type CreditAdjustmentForm = z.input<typeof creditAdjustmentBodySchema>;

/** The balance after the adjustment. */
export const creditAdjustmentResponseSchema = z.object({ credits: z.number().int() });
export type CreditAdjustmentResponse = z.infer<typeof creditAdjustmentResponseSchema>;

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
