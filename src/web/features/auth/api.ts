import { queryOptions, useMutation } from '@tanstack/react-query';
import { AUTH_ENDPOINTS } from '../../../shared/auth/endpoints';
import type { LoginBody, MeResponse, Session, SignupBody, User } from '../../../shared/auth/schemas';
import { ERROR_CODE } from '../../../shared/error-codes';
import { ApiError } from '../../lib/api-client';
import { createApi } from '../../lib/endpoint-client';
import { queryKeys } from '../../lib/query-keys';

/*
 * The auth endpoints of ARCHITECTURE.md's API contract. Every call that works without a session is sent
 * `anonymous`: no bearer token, and a 401 (wrong password) must not trigger the session's refresh-on-401.
 * Answers are parsed with the shared schemas, so a mismatch fails loudly here instead of deep in a screen.
 */

const auth = createApi(AUTH_ENDPOINTS);

export async function requestLogin(body: LoginBody): Promise<Session> {
  return auth.login({ body }, { anonymous: true });
}

export async function requestSignUp(body: SignupBody): Promise<User> {
  return (await auth.signup({ body }, { anonymous: true })).user;
}

export async function requestSessionRefresh(refreshToken: string): Promise<Session> {
  return auth.refresh({ body: { refresh_token: refreshToken } }, { anonymous: true });
}

/** A sibling of this tab's session for another tab of the browser; this tab's token keeps working. */
export async function requestSessionShare(refreshToken: string): Promise<Session> {
  return auth.shareSession({ body: { refresh_token: refreshToken } }, { anonymous: true });
}

export async function requestLogout(refreshToken: string): Promise<void> {
  await auth.logout({ body: { refresh_token: refreshToken } }, { anonymous: true });
}

/** Resolves with the confirmed address, for the login form. */
export async function requestEmailVerification(token: string): Promise<{ email: string | null }> {
  return { email: (await auth.verifyEmail({ body: { token } }, { anonymous: true })).email };
}

/** 202 whether or not the address exists (no account enumeration); resolves with the server's text. */
export async function requestVerificationResend(email: string): Promise<string | null> {
  return (await auth.resendVerification({ body: { email } }, { anonymous: true })).message;
}

export async function requestPasswordResetLink(email: string): Promise<string | null> {
  return (await auth.forgotPassword({ body: { email } }, { anonymous: true })).message;
}

export async function requestPasswordReset(body: { token: string; senha: string }): Promise<string | null> {
  return (await auth.resetPassword({ body }, { anonymous: true })).message;
}

export async function fetchMe(): Promise<MeResponse> {
  return auth.me();
}

/** `me` runs only once a session exists and is never retried (docs/product-rules.md §4). */
export function getMeQueryOptions(hasSession: boolean) {
  return queryOptions({ queryKey: queryKeys.me, queryFn: fetchMe, enabled: hasSession, retry: false });
}

export function useSignUp() {
  return useMutation({ mutationFn: requestSignUp });
}

export function useEmailVerification() {
  return useMutation({ mutationFn: requestEmailVerification });
}

export function useVerificationResend() {
  return useMutation({ mutationFn: requestVerificationResend });
}

export function usePasswordResetLink() {
  return useMutation({ mutationFn: requestPasswordResetLink });
}

export function usePasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** The API's error code (e.g. `email_not_confirmed`, `gone`), or null for anything that is not an API answer. */
export { getApiErrorCode } from '../../lib/api-client';

export function getApiErrorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/** The API refused the session because the account is blocked (403 account_blocked). */
export function isAccountBlockedError(error: unknown): boolean {
  return error instanceof ApiError && error.code === ERROR_CODE.account_blocked;
}

/** The reasons of a `weak_password` answer, empty otherwise. */
export function getWeakPasswordReasons(error: unknown): string[] {
  return error instanceof ApiError && error.code === ERROR_CODE.weak_password
    ? (error.body?.reasons ?? [])
    : [];
}

/** Which state a one-time link (verification, reset) is in after the API refused it. */
export type LinkFailure = 'expired' | 'invalid' | 'unavailable';

/** 410: expired or already used; 400/404: malformed or unknown; anything else: try again later. */
export function classifyLinkFailure(error: unknown): LinkFailure {
  const status = getApiErrorStatus(error);
  if (status === 410) return 'expired';
  if (status === 400 || status === 404) return 'invalid';
  return 'unavailable';
}
