import { CircleAlert } from 'lucide-react';
import type { FormEvent } from 'react';
import { LIMITS } from '../../../shared/constants';
import { SUPPORT_MESSAGES } from '../../../shared/support/messages';
import { isValidPhone } from '../../../shared/support/phone';
import { Button } from '../../components/ui/button';
import { DialogFooter } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { cn } from '../../lib/cn';
import type { useSupportForm } from './use-support-form';

function Counter({ length, max }: { length: number; max: number }) {
  return (
    <span className={cn('tabular-nums', length >= max && 'font-semibold text-foreground')}>
      {length}/{max}
    </span>
  );
}

/** The three fields with their counters and the phone hint; submit stays disabled while a rule is broken. */
export function SupportTicketFormFields({
  form,
  isSubmitting,
  errorMessage,
  onSubmit,
  onCancel,
}: {
  form: ReturnType<typeof useSupportForm>;
  isSubmitting: boolean;
  errorMessage: string;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const { values, errors } = form;
  const isPhoneValid = isValidPhone(values.phone);
  const shownError = (field: 'title' | 'description') => (form.isTouched(field) ? errors[field] : undefined);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form className="grid gap-4" onSubmit={handleSubmit} noValidate aria-busy={isSubmitting || undefined}>
      <FormField
        label="Título"
        required
        error={shownError('title')}
        description={
          <span className="flex justify-between gap-2">
            <span>Resuma o problema em uma frase.</span>
            <Counter length={values.title.length} max={LIMITS.supportTitleMax} />
          </span>
        }
      >
        <Input
          name="title"
          value={values.title}
          maxLength={LIMITS.supportTitleMax}
          placeholder="Ex.: Não consigo baixar meu carrossel"
          disabled={isSubmitting}
          onChange={(event) => form.changeField('title', event.target.value)}
          onBlur={() => form.touchField('title')}
        />
      </FormField>
      <FormField
        label="Descrição"
        required
        error={shownError('description')}
        description={
          <span className="flex justify-between gap-2">
            <span>
              De {LIMITS.supportDescriptionMin} a {LIMITS.supportDescriptionMax} caracteres.
            </span>
            <Counter length={values.description.length} max={LIMITS.supportDescriptionMax} />
          </span>
        }
      >
        <Textarea
          name="description"
          value={values.description}
          maxLength={LIMITS.supportDescriptionMax}
          placeholder="O que aconteceu, em qual tela, e o que você esperava."
          className="max-h-64"
          disabled={isSubmitting}
          onChange={(event) => form.changeField('description', event.target.value)}
          onBlur={() => form.touchField('description')}
        />
      </FormField>
      <FormField
        label="Telefone (WhatsApp)"
        required
        description={
          <span
            className={cn(isPhoneValid && 'font-medium text-success-soft-foreground')}
            data-testid="phone-hint"
          >
            {isPhoneValid ? SUPPORT_MESSAGES.phoneValid : SUPPORT_MESSAGES.phoneHint}
          </span>
        }
      >
        <Input
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={values.phone}
          placeholder="(11) 9 8765-4321"
          disabled={isSubmitting}
          onChange={(event) => form.changeField('phone', event.target.value)}
          onBlur={() => form.touchField('phone')}
        />
      </FormField>
      {errorMessage ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-destructive/20 bg-destructive-soft px-3 py-2.5 text-sm text-destructive-soft-foreground"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {errorMessage}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancelar
        </Button>
        <Button type="submit" disabled={!form.isValid} loading={isSubmitting}>
          {isSubmitting ? 'Enviando...' : 'Enviar chamado'}
        </Button>
      </DialogFooter>
    </form>
  );
}
