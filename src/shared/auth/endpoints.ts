import { z } from 'zod';
import { endpoints } from '../endpoint';
import {
  emailOnlyBodySchema,
  loginBodySchema,
  meResponseSchema,
  messageResponseSchema,
  refreshBodySchema,
  sessionSchema,
  signupBodySchema,
  signupResponseSchema,
  tokenBodySchema,
  verifyEmailResponseSchema,
} from './schemas';

// The password strength is judged by the server's service (code weak_password with reasons), not by the body.
const passwordField = z
  .string({ error: 'Informe a senha.' })
  .max(128, 'Senha deve ter no máximo 128 caracteres');

/** Sign-up, sign-in, the session and the e-mail links (docs/decisions/0003 for their limits). */
export const AUTH_ENDPOINTS = endpoints({
  signup: {
    method: 'POST',
    path: '/api/auth/signup',
    body: signupBodySchema.extend({ senha: passwordField }),
    status: 201,
    answer: signupResponseSchema,
    errors: ['validation_failed', 'weak_password', 'conflict'],
  },
  login: {
    method: 'POST',
    path: '/api/auth/login',
    body: loginBodySchema,
    answer: sessionSchema,
    errors: ['validation_failed', 'invalid_credentials', 'email_not_confirmed', 'account_blocked'],
  },
  refresh: {
    method: 'POST',
    path: '/api/auth/refresh',
    body: refreshBodySchema,
    answer: sessionSchema,
    errors: ['validation_failed', 'session_not_found', 'account_blocked'],
  },
  /** Another tab of the same browser borrowing this session: a sibling session, the presented token unchanged. */
  shareSession: {
    method: 'POST',
    path: '/api/auth/share-session',
    body: refreshBodySchema,
    answer: sessionSchema,
    errors: ['validation_failed', 'session_not_found', 'account_blocked'],
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    body: refreshBodySchema,
    status: 204,
    errors: ['validation_failed'],
  },
  /** The address goes back only to the holder of the link sent to it: the login form comes filled in. */
  verifyEmail: {
    method: 'POST',
    path: '/api/auth/verify-email',
    body: tokenBodySchema,
    answer: verifyEmailResponseSchema,
    errors: ['validation_failed', 'not_found', 'gone'],
  },
  /** 202 whether or not the address exists (no account enumeration). */
  resendVerification: {
    method: 'POST',
    path: '/api/auth/resend-verification',
    body: emailOnlyBodySchema,
    status: 202,
    answer: messageResponseSchema,
    errors: ['validation_failed'],
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/auth/forgot-password',
    body: emailOnlyBodySchema,
    status: 202,
    answer: messageResponseSchema,
    errors: ['validation_failed'],
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password',
    body: z.object({ token: tokenBodySchema.shape.token, senha: passwordField }),
    answer: messageResponseSchema,
    errors: ['validation_failed', 'weak_password', 'not_found', 'gone'],
  },
  me: { method: 'GET', path: '/api/me', answer: meResponseSchema, errors: ['account_blocked'] },
});
