import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { CREATE_OBJECTIVES, type CreateObjective } from '../objective-param';
import { OBJECTIVE_DISPLAY } from '../objectives';

/**
 * The objective tiles. Toggle buttons rather than radios on purpose: arrow keys on a radio group select as
 * they move, and choosing an objective clears the form, so a stray arrow key would wipe the user's text.
 */
export function ObjectivePicker({
  value,
  onChange,
}: {
  value: CreateObjective | null;
  onChange: (objective: CreateObjective) => void;
}) {
  const selected = value ? OBJECTIVE_DISPLAY[value] : null;
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="sr-only">Objetivo do carrossel</legend>
        {CREATE_OBJECTIVES.map((objective) => {
          const display = OBJECTIVE_DISPLAY[objective];
          const isSelected = value === objective;
          return (
            <button
              key={objective}
              type="button"
              aria-pressed={isSelected}
              onClick={() => onChange(objective)}
              className={cn(
                'relative flex items-start gap-3 rounded-xl border bg-card p-4 text-left transition-[border-color,box-shadow,background-color]',
                'hover:border-primary/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                'sm:flex-col',
                isSelected && 'border-primary bg-accent shadow-soft ring-1 ring-primary',
              )}
            >
              <span
                className={cn(
                  'flex size-10 shrink-0 items-center justify-center rounded-xl',
                  isSelected
                    ? 'bg-brand-gradient-strong text-white'
                    : 'bg-secondary text-secondary-foreground',
                )}
              >
                <display.icon className="size-5" aria-hidden="true" />
              </span>
              <span className="flex min-w-0 flex-col gap-1 pr-6 sm:pr-0">
                <span className="text-base font-semibold text-foreground">{display.label}</span>
                <span className="text-sm text-muted-foreground">{display.summary}</span>
              </span>
              {isSelected ? (
                <span className="absolute top-3 right-3 flex size-5 items-center justify-center rounded-full bg-primary text-primary-foreground">
                  <Check className="size-3.5" aria-hidden="true" />
                </span>
              ) : null}
            </button>
          );
        })}
      </fieldset>
      <div aria-live="polite">
        {selected ? (
          <p className="rounded-xl border border-primary/15 bg-secondary/50 p-4 text-sm leading-relaxed text-foreground">
            <span className="font-semibold text-secondary-foreground">{selected.label}: </span>
            {selected.description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
