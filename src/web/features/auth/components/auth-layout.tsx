import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from './brand-mark';
import { BrandPanel } from './brand-panel';

export interface AuthLayoutProps {
  children: ReactNode;
  /** Replaces the brand panel's default pitch on desktop. */
  brandContent?: ReactNode;
  /** Hides the brand panel's feature list (when `brandContent` already has its own). */
  showHighlights?: boolean;
  /** Shown above the form on phones only, where the brand panel is hidden. */
  mobileExtra?: ReactNode;
}

/**
 * Split layout of every auth screen: brand panel + form on desktop, one column on phones. The form column
 * has a fixed structure (logo, form, footer) so nothing jumps while a screen changes state.
 */
export function AuthLayout({ children, brandContent, showHighlights, mobileExtra }: AuthLayoutProps) {
  return (
    <div className="min-h-dvh bg-background lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] xl:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside aria-label="Sobre o Carrossel" className="sticky top-0 hidden h-dvh lg:block">
        <BrandPanel showHighlights={showHighlights}>{brandContent}</BrandPanel>
      </aside>
      <div className="flex min-h-dvh flex-col">
        <header className="flex justify-center px-4 pt-6 pb-1 sm:pt-10 lg:hidden">
          <BrandMark />
        </header>
        {/* Top-aligned on phones: the card stays put while the keyboard opens or its state changes height. */}
        <main className="flex flex-1 flex-col items-center px-4 py-5 sm:justify-center sm:px-6 sm:py-8 lg:py-12">
          <div className="flex w-full max-w-md flex-col gap-5">
            {mobileExtra ? <div className="lg:hidden">{mobileExtra}</div> : null}
            {children}
          </div>
        </main>
        <footer className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 px-4 pb-6 text-xs text-muted-foreground">
          <span>© {new Date().getFullYear()} Carrossel</span>
          <Link to="/termos" className="rounded underline-offset-4 hover:text-foreground hover:underline">
            Termos de Uso
          </Link>
          <Link
            to="/privacidade"
            className="rounded underline-offset-4 hover:text-foreground hover:underline"
          >
            Política de Privacidade
          </Link>
        </footer>
      </div>
    </div>
  );
}
