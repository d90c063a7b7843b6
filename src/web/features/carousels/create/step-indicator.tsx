import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';

const STEPS = ['Objetivo', 'Conteúdo', 'Estilo Visual'] as const;

/** The 3 steps of docs/product-rules.md §2; the first one not done yet is the current one. */
export function StepIndicator({ done }: { done: readonly [boolean, boolean, boolean] }) {
  const current = done.findIndex((isDone) => !isDone);
  return (
    <nav aria-label="Etapas da criação">
      <ol className="flex items-center gap-2 sm:gap-3">
        {STEPS.map((label, index) => {
          const isDone = done[index] ?? false;
          const isCurrent = index === current;
          return (
            <li
              key={label}
              aria-current={isCurrent ? 'step' : undefined}
              className="flex min-w-0 flex-1 items-center gap-2 sm:gap-3"
            >
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full border text-sm font-semibold tabular-nums',
                  isDone && 'border-transparent bg-primary text-primary-foreground',
                  isCurrent && 'border-primary bg-card text-primary ring-4 ring-primary/15',
                  !isDone && !isCurrent && 'bg-card text-muted-foreground',
                )}
              >
                {isDone ? <Check className="size-4" aria-hidden="true" /> : index + 1}
              </span>
              <span
                className={cn(
                  'truncate text-xs font-medium sm:text-sm',
                  isDone || isCurrent ? 'text-foreground' : 'text-muted-foreground',
                )}
              >
                {label}
                {isDone ? <span className="sr-only"> (concluída)</span> : null}
              </span>
              {index < STEPS.length - 1 ? (
                <span
                  aria-hidden="true"
                  className={cn('hidden h-px flex-1 sm:block', isDone ? 'bg-primary' : 'bg-border')}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
