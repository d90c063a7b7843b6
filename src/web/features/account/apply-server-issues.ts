import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';

/**
 * Puts the server's field messages (a validation answer's `issues`) under the fields of this form; answers
 * whether any landed, so the caller knows whether a toast must say it instead.
 */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const issue of error.body?.issues ?? []) {
    const field = fields.find((name) => name === issue.path);
    if (!field) continue;
    setError(field, { message: issue.message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
