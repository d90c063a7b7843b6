import { endpoints } from '../endpoint';
import {
  adminCarouselIdParamsSchema,
  adminCarouselSchema,
  adminCarouselsPageSchema,
  adminCarouselsQuerySchema,
} from './carousels';
import { logsQuerySchema, logsResponseSchema } from './logs';
import { adminStatsSchema } from './stats';
import {
  adminUserSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  creditAdjustmentBodySchema,
  creditAdjustmentResponseSchema,
  userEditBodySchema,
  userIdParamsSchema,
  userStatusBodySchema,
} from './users';
import {
  adminWorkspaceDetailsSchema,
  adminWorkspaceIdParamsSchema,
  adminWorkspacesPageSchema,
  adminWorkspacesQuerySchema,
} from './workspaces';
import { adminWriterStatsSchema } from './writer-stats';

/** The admin dashboard's figures and its writer panel: read-only, across every feature. */
export const ADMIN_STATS_ENDPOINTS = endpoints({
  stats: { method: 'GET', path: '/api/admin/stats', answer: adminStatsSchema, errors: [] },
  writer: { method: 'GET', path: '/api/admin/writer', answer: adminWriterStatsSchema, errors: [] },
});

/** Every user's carousels, read-only; behind the admin guard. */
export const ADMIN_CAROUSEL_ENDPOINTS = endpoints({
  list: {
    method: 'GET',
    path: '/api/admin/carousels',
    query: adminCarouselsQuerySchema,
    answer: adminCarouselsPageSchema,
    errors: ['validation_failed'],
  },
  get: {
    method: 'GET',
    path: '/api/admin/carousels/:id',
    params: adminCarouselIdParamsSchema,
    answer: adminCarouselSchema,
    errors: ['validation_failed', 'not_found'],
  },
});

/** /api/admin/users: behind the admin guard. */
export const ADMIN_USER_ENDPOINTS = endpoints({
  list: {
    method: 'GET',
    path: '/api/admin/users',
    query: adminUsersQuerySchema,
    answer: adminUsersPageSchema,
    errors: ['validation_failed'],
  },
  setStatus: {
    method: 'PUT',
    path: '/api/admin/users/:id/status',
    params: userIdParamsSchema,
    body: userStatusBodySchema,
    answer: adminUserSchema,
    errors: ['validation_failed', 'not_found', 'conflict'],
  },
  update: {
    method: 'PUT',
    path: '/api/admin/users/:id',
    params: userIdParamsSchema,
    body: userEditBodySchema,
    answer: adminUserSchema,
    errors: ['validation_failed', 'not_found', 'conflict'],
  },
  adjustCredits: {
    method: 'POST',
    path: '/api/admin/users/:id/credit-adjustments',
    params: userIdParamsSchema,
    body: creditAdjustmentBodySchema,
    answer: creditAdjustmentResponseSchema,
    errors: ['validation_failed', 'not_found', 'conflict', 'idempotency_key_reused'],
    idempotent: true,
  },
  /** 204 with an empty body. */
  delete: {
    method: 'DELETE',
    path: '/api/admin/users/:id',
    params: userIdParamsSchema,
    status: 204,
    errors: ['validation_failed', 'not_found', 'conflict'],
  },
});

/** /api/admin/logs: the system logs, filtered and paged; behind the admin guard. */
export const ADMIN_LOG_ENDPOINTS = endpoints({
  list: {
    method: 'GET',
    path: '/api/admin/logs',
    query: logsQuerySchema,
    answer: logsResponseSchema,
    errors: ['validation_failed'],
  },
});

/**
 * /api/admin/workspaces: every workspace (personal and team) with its owner, members and balance, and the
 * credit adjustment of any of them (the users screen's adjustment is the same one, on the personal workspace).
 */
export const ADMIN_WORKSPACE_ENDPOINTS = endpoints({
  list: {
    method: 'GET',
    path: '/api/admin/workspaces',
    query: adminWorkspacesQuerySchema,
    answer: adminWorkspacesPageSchema,
    errors: ['validation_failed'],
  },
  get: {
    method: 'GET',
    path: '/api/admin/workspaces/:id',
    params: adminWorkspaceIdParamsSchema,
    answer: adminWorkspaceDetailsSchema,
    errors: ['validation_failed', 'not_found'],
  },
  adjustCredits: {
    method: 'POST',
    path: '/api/admin/workspaces/:id/credit-adjustments',
    params: adminWorkspaceIdParamsSchema,
    body: creditAdjustmentBodySchema,
    answer: creditAdjustmentResponseSchema,
    errors: ['validation_failed', 'not_found', 'conflict', 'idempotency_key_reused'],
    idempotent: true,
  },
});
