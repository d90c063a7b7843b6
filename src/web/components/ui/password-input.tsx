import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { Input } from './input';

export type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'>;

/** Password input with a show/hide toggle ('Mostrar senha' / 'Ocultar senha'). */
export function PasswordInput({ className, id, disabled, ...props }: PasswordInputProps) {
  const [isVisible, setIsVisible] = useState(false);
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const Icon = isVisible ? EyeOff : Eye;

  return (
    <div data-slot="password-input" className="relative">
      <Input
        id={inputId}
        type={isVisible ? 'text' : 'password'}
        autoComplete="current-password"
        disabled={disabled}
        className={cn('pr-11', className)}
        {...props}
      />
      <button
        type="button"
        onClick={() => setIsVisible((visible) => !visible)}
        disabled={disabled}
        aria-label={isVisible ? 'Ocultar senha' : 'Mostrar senha'}
        aria-pressed={isVisible}
        aria-controls={inputId}
        className={cn(
          'absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-muted-foreground',
          'transition-colors hover:text-foreground disabled:pointer-events-none disabled:opacity-50',
          'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
        )}
      >
        <Icon className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
