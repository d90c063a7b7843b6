import { LIMITS } from '../constants';
import { extractPhoneDigits, formatPhone } from './phone';
import { type SupportTicketForm, supportTicketFormSchema } from './schemas';

export type SupportFormField = keyof SupportTicketForm;
export type SupportFormErrors = Partial<Record<SupportFormField, string>>;

/** The first message of each field that breaks a rule, and whether the form may be sent. */
export function validateSupportForm(values: SupportTicketForm): {
  errors: SupportFormErrors;
  isValid: boolean;
} {
  const parsed = supportTicketFormSchema.safeParse(values);
  if (parsed.success) return { errors: {}, isValid: true };
  const errors: SupportFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'title' || field === 'description' || field === 'phone') && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return { errors, isValid: false };
}

/**
 * What a keystroke or a paste leaves in each field: text is cut at its limit (docs/product-rules.md §5: "input is cut at
 * the limits") and the phone keeps its mask. The limits apply to the raw text; trimming happens on validation.
 */
export function limitSupportInput(field: SupportFormField, value: string): string {
  if (field === 'title') return value.slice(0, LIMITS.supportTitleMax);
  if (field === 'description') return value.slice(0, LIMITS.supportDescriptionMax);
  return formatPhone(value);
}

/** The JSON the API takes for the phone: digits only. */
export function toPhoneDigits(formatted: string): string {
  return extractPhoneDigits(formatted);
}
