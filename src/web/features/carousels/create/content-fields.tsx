import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { Objective } from '../../../../shared/constants';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import type { CreateFormValues } from './build-request';
import { getObjectiveFields } from './build-request';
import { FIELD_PLACEHOLDERS } from './field-placeholders';

/** Short answers (a place, a date) get one line; everything else is a paragraph. */
const SINGLE_LINE_MAX = 120;

/** The objective's text fields with the spec's labels, their limits as counters and inline errors. */
export function ContentFields({
  objective,
  register,
  errors,
  values,
  onEdit,
}: {
  objective: Objective;
  register: UseFormRegister<CreateFormValues>;
  errors: FieldErrors<CreateFormValues>;
  values: Record<string, string>;
  onEdit: (key: string) => void;
}) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {getObjectiveFields(objective).map((field) => {
        const length = values[field.key]?.length ?? 0;
        const isShort = field.max <= SINGLE_LINE_MAX;
        const control = register(`campos.${field.key}`, { onChange: () => onEdit(field.key) });
        const placeholder = FIELD_PLACEHOLDERS[objective][field.key];
        return (
          <FormField
            key={`${objective}-${field.key}`}
            label={field.required ? field.label : `${field.label} (opcional)`}
            required={field.required}
            error={errors.campos?.[field.key]?.message}
            description={
              <span className="tabular-nums">
                {length}/{field.max} caracteres
              </span>
            }
            className={field.max >= 500 ? 'md:col-span-2' : undefined}
          >
            {isShort ? (
              <Input {...control} maxLength={field.max} placeholder={placeholder} autoComplete="off" />
            ) : (
              <Textarea
                {...control}
                maxLength={field.max}
                placeholder={placeholder}
                rows={field.max >= 500 ? 3 : 2}
                className="min-h-20"
              />
            )}
          </FormField>
        );
      })}
    </div>
  );
}
