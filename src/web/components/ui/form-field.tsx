import { Slot } from 'radix-ui';
import {
  type ComponentProps,
  createContext,
  type ReactElement,
  type ReactNode,
  useContext,
  useId,
} from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

/** Ids that tie a label, a control, its hint and its error message together. */
export type FormFieldIds = {
  controlId: string;
  descriptionId: string;
  errorId: string;
};

/** Props to spread on a control so it is labelled, described and flagged invalid. */
export type FormControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
};

/** Builds stable ids for a field; pass `id` to reuse one you already have. */
export function useFormFieldIds(id?: string): FormFieldIds {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  return { controlId, descriptionId: `${controlId}-description`, errorId: `${controlId}-error` };
}

/**
 * The aria wiring for a control: `aria-describedby` lists the hint and the error (only
 * those that are shown), `aria-invalid` is set while there is an error.
 */
export function getFormControlProps(
  ids: FormFieldIds,
  state: { hasDescription?: boolean; hasError?: boolean; isRequired?: boolean },
): FormControlProps {
  const describedBy = [state.hasDescription ? ids.descriptionId : null, state.hasError ? ids.errorId : null]
    .filter(Boolean)
    .join(' ');
  return {
    id: ids.controlId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(state.hasError ? { 'aria-invalid': true } : {}),
    ...(state.isRequired ? { 'aria-required': true } : {}),
  };
}

const FormControlContext = createContext<FormControlProps | null>(null);

/** Passes the field's aria props to its single child (used by `FormField` for you). */
export function FormControl(props: ComponentProps<typeof Slot.Root>) {
  const controlProps = useContext(FormControlContext);
  return <Slot.Root data-slot="form-control" {...controlProps} {...props} />;
}

export function FormDescription({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p data-slot="form-description" className={cn('text-xs text-muted-foreground', className)} {...props} />
  );
}

/** The error text: red, announced when it appears (role="alert"). Renders nothing when empty. */
export function FormMessage({ className, children, ...props }: ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p
      data-slot="form-message"
      role="alert"
      className={cn('text-xs font-medium text-destructive-soft-foreground', className)}
      {...props}
    >
      {children}
    </p>
  );
}

export type FormFieldProps = {
  label: ReactNode;
  /** Error message for this field (e.g. `errors.email?.message` from react-hook-form). */
  error?: string;
  /** Hint under the control. */
  description?: ReactNode;
  /** Adds the required marker to the label and aria-required to the control. */
  required?: boolean;
  /** Id of the control; generated when omitted. */
  id?: string;
  /** Hides the label visually (still read by screen readers). */
  hideLabel?: boolean;
  className?: string;
  /**
   * The control. A single element receives id/aria props automatically; a function gets
   * them to place by hand (for composite controls such as a Select trigger).
   */
  children: ReactElement | ((control: FormControlProps) => ReactNode);
};

/**
 * Label + control + hint + error, wired for screen readers; an error replaces the hint while it is shown.
 *
 * ```tsx
 * <FormField label="E-mail" error={errors.email?.message} required>
 *   <Input type="email" autoComplete="email" {...register('email')} />
 * </FormField>
 * ```
 */
export function FormField({
  label,
  error,
  description,
  required = false,
  id,
  hideLabel = false,
  className,
  children,
}: FormFieldProps) {
  const ids = useFormFieldIds(id);
  // The error takes the hint's place while shown: both at once repeat themselves ("Pelo menos 6
  // caracteres." over "Senha deve ter pelo menos 6 caracteres").
  const hint = error ? null : description;
  const controlProps = getFormControlProps(ids, {
    hasDescription: Boolean(hint),
    hasError: Boolean(error),
    isRequired: required,
  });

  return (
    <div
      data-slot="form-field"
      data-invalid={error ? true : undefined}
      className={cn('grid gap-2', className)}
    >
      <Label htmlFor={ids.controlId} className={cn(hideLabel && 'sr-only')}>
        {label}
        {required ? (
          <span aria-hidden="true" className="-ml-1 text-destructive-soft-foreground">
            *
          </span>
        ) : null}
      </Label>
      <FormControlContext.Provider value={controlProps}>
        {typeof children === 'function' ? children(controlProps) : <FormControl>{children}</FormControl>}
      </FormControlContext.Provider>
      {hint ? <FormDescription id={ids.descriptionId}>{hint}</FormDescription> : null}
      <FormMessage id={ids.errorId}>{error}</FormMessage>
    </div>
  );
}
