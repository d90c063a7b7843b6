import { endpoints } from '../endpoint';
import { workspaceActivityPageSchema, workspaceActivityQuerySchema } from './activity';
import {
  deleteWorkspaceBodySchema,
  inviteBodySchema,
  inviteParamsSchema,
  invitePreviewSchema,
  inviteTokenBodySchema,
  memberParamsSchema,
  memberRoleBodySchema,
  workspaceIdParamsSchema,
  workspaceInviteListSchema,
  workspaceInviteSchema,
  workspaceListSchema,
  workspaceMemberListSchema,
  workspaceMemberSchema,
  workspaceNameBodySchema,
  workspaceSchema,
} from './schemas';

/**
 * Workspaces, their members and invitations (docs/workspaces.md). These routes name the workspace in the path;
 * every other workspace-owned route takes the active one from the `X-Workspace-Id` header (roles.ts).
 */
export const WORKSPACE_ENDPOINTS = endpoints({
  list: { method: 'GET', path: '/api/workspaces', answer: workspaceListSchema, errors: [] },
  create: {
    method: 'POST',
    path: '/api/workspaces',
    body: workspaceNameBodySchema,
    status: 201,
    answer: workspaceSchema,
    errors: ['validation_failed'],
    idempotent: true,
  },
});

/**
 * A team workspace's name, deletion, members and invitations: the owner manages them, every member sees who is in.
 */
export const WORKSPACE_MEMBER_ENDPOINTS = endpoints({
  rename: {
    method: 'PATCH',
    path: '/api/workspaces/:id',
    params: workspaceIdParamsSchema,
    body: workspaceNameBodySchema,
    answer: workspaceSchema,
    errors: ['validation_failed', 'not_found', 'forbidden', 'bad_request'],
  },
  remove: {
    method: 'DELETE',
    path: '/api/workspaces/:id',
    params: workspaceIdParamsSchema,
    body: deleteWorkspaceBodySchema,
    status: 204,
    errors: ['validation_failed', 'not_found', 'forbidden', 'bad_request'],
  },
  members: {
    method: 'GET',
    path: '/api/workspaces/:id/members',
    params: workspaceIdParamsSchema,
    answer: workspaceMemberListSchema,
    errors: ['validation_failed', 'not_found'],
  },
  changeRole: {
    method: 'PATCH',
    path: '/api/workspaces/:id/members/:userId',
    params: memberParamsSchema,
    body: memberRoleBodySchema,
    answer: workspaceMemberSchema,
    errors: ['validation_failed', 'not_found', 'forbidden', 'bad_request'],
  },
  removeMember: {
    method: 'DELETE',
    path: '/api/workspaces/:id/members/:userId',
    params: memberParamsSchema,
    status: 204,
    errors: ['validation_failed', 'not_found', 'forbidden', 'bad_request'],
  },
  /** The owner's activity list (docs/workspaces.md, "Quem fez o quê"), newest first, a page at a time. */
  activity: {
    method: 'GET',
    path: '/api/workspaces/:id/activity',
    params: workspaceIdParamsSchema,
    query: workspaceActivityQuerySchema,
    answer: workspaceActivityPageSchema,
    errors: ['validation_failed', 'not_found', 'forbidden'],
  },
  invites: {
    method: 'GET',
    path: '/api/workspaces/:id/invites',
    params: workspaceIdParamsSchema,
    answer: workspaceInviteListSchema,
    errors: ['validation_failed', 'not_found', 'forbidden'],
  },
  invite: {
    method: 'POST',
    path: '/api/workspaces/:id/invites',
    params: workspaceIdParamsSchema,
    body: inviteBodySchema,
    status: 201,
    answer: workspaceInviteSchema,
    errors: ['validation_failed', 'not_found', 'forbidden', 'bad_request', 'conflict'],
    idempotent: true,
  },
  cancelInvite: {
    method: 'DELETE',
    path: '/api/workspaces/:id/invites/:inviteId',
    params: inviteParamsSchema,
    status: 204,
    errors: ['validation_failed', 'not_found', 'forbidden'],
  },
  previewInvite: {
    method: 'POST',
    path: '/api/workspaces/invites/preview',
    body: inviteTokenBodySchema,
    answer: invitePreviewSchema,
    errors: ['validation_failed', 'not_found', 'gone'],
  },
  acceptInvite: {
    method: 'POST',
    path: '/api/workspaces/invites/accept',
    body: inviteTokenBodySchema,
    answer: workspaceSchema,
    errors: ['validation_failed', 'not_found', 'gone', 'forbidden', 'bad_request'],
  },
});
