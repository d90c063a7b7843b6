import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ERROR_CODE } from '../../../shared/error-codes';
import { ApiError } from '../../lib/api-client';

/**
 * Puts the server's field messages (a validation answer's `issues`, a weak password's reasons) under the fields
 * of this form; answers whether any landed, so the caller knows whether a toast must say it instead.
 */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  // A weak password's reasons go under the form's password field (the only one a weak password can be).
  const passwordField = fields.find((name) => /senha/.test(name) && !/atual|confirm/.test(name));
  if (error.code === ERROR_CODE.weak_password && passwordField) {
    setError(
      passwordField,
      { message: (error.body?.reasons ?? [error.message]).join(' ') },
      { shouldFocus: true },
    );
    return true;
  }
  for (const issue of error.body?.issues ?? []) {
    const field = fields.find((name) => name === issue.path);
    if (!field) continue;
    setError(field, { message: issue.message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
