import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

export type LoadingCardProps = {
  /** 'Carregando...' by default; also 'Verificando sessão...', 'Redirecionando...'. */
  message?: string;
  /**
   * Fills the viewport and renders as the page's `<main>` (route guards, app boot).
   * Pass false to place it inside an existing layout.
   */
  fullScreen?: boolean;
  className?: string;
};

/** Centered card with the logo, a spinner and a status message (announced politely). */
export function LoadingCard({ message = 'Carregando...', fullScreen = true, className }: LoadingCardProps) {
  const Wrapper = fullScreen ? 'main' : 'div';
  return (
    <Wrapper
      data-slot="loading-card"
      aria-busy="true"
      className={cn(
        'flex w-full items-center justify-center p-6',
        fullScreen ? 'min-h-dvh bg-background' : 'py-16',
        className,
      )}
    >
      {/* Standing alone as the page, it still needs the page's h1 (axe: page-has-heading-one). */}
      {fullScreen ? <h1 className="sr-only">Carrossel</h1> : null}
      <div className="flex w-full max-w-xs flex-col items-center gap-5 rounded-2xl border bg-card px-8 py-10 text-center shadow-soft">
        <img src="/logo.webp" alt="Carrossel" width={72} height={72} className="size-18 drop-shadow-sm" />
        <div role="status" aria-live="polite" className="flex flex-col items-center gap-3">
          <LoaderCircle className="size-6 animate-spin text-primary" aria-hidden="true" />
          <p className="text-sm font-medium text-muted-foreground">{message}</p>
        </div>
      </div>
    </Wrapper>
  );
}
