import type { ReactNode } from 'react';

/**
 * A refusal or failure said inside a dialog or a form, announced at once (role="alert"), in the destructive tint
 * that keeps AA contrast (styles.css).
 */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-lg bg-destructive-soft px-3 py-2 text-sm text-destructive-soft-foreground"
    >
      {children}
    </p>
  );
}
