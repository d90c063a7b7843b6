import { useState } from 'react';
import type { SupportTicketForm } from '../../../shared/support/schemas';
import {
  limitSupportInput,
  type SupportFormField,
  validateSupportForm,
} from '../../../shared/support/validate-support-form';

const EMPTY_FORM: SupportTicketForm = { title: '', description: '', phone: '' };

/**
 * The modal's field state: every change is cut at its limit (and the phone masked) as it is typed, the rules
 * run on every render, and a field shows its error only once the user has left it.
 */
export function useSupportForm() {
  const [values, setValues] = useState<SupportTicketForm>(EMPTY_FORM);
  const [touched, setTouched] = useState<Partial<Record<SupportFormField, boolean>>>({});
  const { errors, isValid } = validateSupportForm(values);

  return {
    values,
    errors,
    isValid,
    isTouched: (field: SupportFormField) => touched[field] === true,
    changeField: (field: SupportFormField, raw: string) =>
      setValues((current) => ({ ...current, [field]: limitSupportInput(field, raw) })),
    touchField: (field: SupportFormField) => setTouched((current) => ({ ...current, [field]: true })),
    reset: () => {
      setValues(EMPTY_FORM);
      setTouched({});
    },
  };
}
