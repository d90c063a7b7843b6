import { CircleAlert } from 'lucide-react';
import { Button } from './button';

/** A block that failed to load says so in place and offers a retry; the rest of the screen keeps working. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/20 bg-destructive-soft px-3 py-2.5 text-sm text-destructive-soft-foreground"
    >
      <span className="flex items-center gap-2">
        <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
        {message}
      </span>
      <Button type="button" variant="outline" size="sm" onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}
