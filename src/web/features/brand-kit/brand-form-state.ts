import { type BrandKit, type BrandKitInput, brandKitSchema } from '../../../shared/brand-kit/schema';

export type BrandField = keyof BrandKitInput;
export type BrandFieldErrors = Partial<Record<BrandField, string>>;

/** The form's copy of a kit: what the API answered, without its id and flags (`salvo`, `padrao`). */
export function toBrandForm(
  kit: BrandKit & { salvo?: boolean; id?: string; padrao?: boolean },
): BrandKitInput {
  const { salvo: _salvo, id: _id, padrao: _padrao, ...form } = kit;
  return form;
}

/** The first message of each field, from the API's issues or zod's ('arroba', 'cor_primaria', ...). */
export function getFieldErrors(
  issues: readonly { path: string | readonly PropertyKey[]; message: string }[] | undefined,
): BrandFieldErrors {
  const errors: BrandFieldErrors = {};
  for (const issue of issues ?? []) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path;
    const field = String(path[0] ?? '') as BrandField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The same check the server runs, before sending: every field's message at once. */
export function checkBrandForm(form: BrandKitInput): BrandFieldErrors {
  const parsed = brandKitSchema.safeParse(form);
  return parsed.success ? {} : getFieldErrors(parsed.error.issues);
}
