import { CREDIT_PACKS, type CreditPackId } from '../../../shared/constants';
import { formatCents } from '../../../shared/money';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';

/**
 * The packs as a radio group (docs/product-rules.md §9): the 'Mais Popular' badge, the price and the price per credit.
 * Native radios keep arrow-key selection and the form semantics; each card is the radio's label.
 */
export function PackPicker({
  value,
  onChange,
}: {
  value: CreditPackId;
  onChange: (id: CreditPackId) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">Pacotes de créditos</legend>
      {CREDIT_PACKS.map((pack) => {
        const inputId = `pack-option-${pack.id}`;
        const isChecked = value === pack.id;
        return (
          <label
            key={pack.id}
            htmlFor={inputId}
            className={cn(
              'relative flex cursor-pointer items-center gap-3 rounded-xl border bg-card p-4 transition-[border-color,box-shadow,background-color]',
              'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring',
              isChecked
                ? 'border-primary bg-secondary/50 shadow-soft ring-1 ring-primary'
                : 'hover:border-primary/40',
            )}
          >
            <input
              type="radio"
              id={inputId}
              name="credit-pack"
              value={pack.id}
              checked={isChecked}
              onChange={() => onChange(pack.id)}
              aria-labelledby={`${inputId}-label`}
              aria-describedby={`${inputId}-details`}
              className="size-4 shrink-0 accent-primary"
            />
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="flex flex-wrap items-center gap-2">
                <span id={`${inputId}-label`} className="font-semibold text-foreground">
                  {pack.label}
                </span>
                {pack.badge ? <Badge variant="default">{pack.badge}</Badge> : null}
              </span>
              <span id={`${inputId}-details`} className="text-sm text-muted-foreground">
                {pack.credits} créditos · {formatCents(pack.perCreditCents)} por crédito
                <span className="sr-only"> · total {formatCents(pack.priceCents)}</span>
              </span>
            </span>
            <span
              className="shrink-0 text-lg font-bold tracking-tight text-foreground tabular-nums"
              aria-hidden="true"
            >
              {formatCents(pack.priceCents)}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
