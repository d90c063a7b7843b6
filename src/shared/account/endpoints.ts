import { messageResponseSchema, tokenBodySchema } from '../auth/schemas';
import { endpoints } from '../endpoint';
import { deleteAccountBodySchema, exportStatusSchema } from './data-rights';
import {
  accountSchema,
  accountSessionsSchema,
  emailChangeBodySchema,
  emailPreferencesSchema,
  nameChangeBodySchema,
  passwordChangeBodySchema,
  revokedSessionsSchema,
  sessionIdParamsSchema,
} from './schemas';

/** /api/account: the caller's own account (no route takes a user id), its sessions and its data rights. */
export const ACCOUNT_ENDPOINTS = endpoints({
  get: { method: 'GET', path: '/api/account', answer: accountSchema, errors: [] },
  rename: {
    method: 'PATCH',
    path: '/api/account/name',
    body: nameChangeBodySchema,
    answer: accountSchema,
    errors: ['validation_failed'],
  },
  updatePreferences: {
    method: 'PUT',
    path: '/api/account/preferences',
    body: emailPreferencesSchema,
    answer: accountSchema,
    errors: ['validation_failed'],
  },
  requestEmailChange: {
    method: 'POST',
    path: '/api/account/email-change',
    body: emailChangeBodySchema,
    status: 202,
    answer: accountSchema,
    errors: ['validation_failed', 'invalid_credentials', 'conflict'],
  },
  cancelEmailChange: {
    method: 'DELETE',
    path: '/api/account/email-change',
    answer: accountSchema,
    errors: [],
  },
  /** The link from the new address: no session needed (it may be opened on another device). */
  confirmEmailChange: {
    method: 'POST',
    path: '/api/account/email-change/confirm',
    body: tokenBodySchema,
    answer: messageResponseSchema,
    errors: ['validation_failed', 'not_found', 'gone', 'conflict'],
  },
  changePassword: {
    method: 'POST',
    path: '/api/account/password',
    body: passwordChangeBodySchema,
    answer: messageResponseSchema,
    errors: ['validation_failed', 'invalid_credentials', 'weak_password'],
  },
  listSessions: { method: 'GET', path: '/api/account/sessions', answer: accountSessionsSchema, errors: [] },
  endOtherSessions: {
    method: 'POST',
    path: '/api/account/sessions/end-others',
    answer: revokedSessionsSchema,
    errors: [],
  },
  endSession: {
    method: 'DELETE',
    path: '/api/account/sessions/:id',
    params: sessionIdParamsSchema,
    status: 204,
    errors: ['validation_failed', 'bad_request', 'not_found'],
  },
  exportStatus: { method: 'GET', path: '/api/account/export', answer: exportStatusSchema, errors: [] },
  requestExport: {
    method: 'POST',
    path: '/api/account/export',
    status: 202,
    answer: exportStatusSchema,
    errors: [],
  },
  /** Deleting the account with the password: every session ends at once. */
  delete: {
    method: 'DELETE',
    path: '/api/account',
    body: deleteAccountBodySchema,
    status: 204,
    errors: ['validation_failed', 'invalid_credentials', 'conflict'],
  },
});
