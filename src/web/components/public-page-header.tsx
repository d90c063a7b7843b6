import type { ReactNode } from 'react';

/**
 * The slim header of the pages reached without the app's menus (download, shared carousel): the brand and one action.
 * A plain anchor, because the shared carousel's light entry has no router.
 */
export function PublicPageHeader({ action }: { action: ReactNode }) {
  return (
    <header className="border-b bg-card">
      <div className="mx-auto flex h-16 w-full max-w-3xl items-center justify-between gap-3 px-4 sm:px-6">
        <a
          href="/"
          className="flex items-center gap-2 rounded-lg font-semibold text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <img src="/logo.webp" alt="" className="size-8 rounded-lg" />
          Carrossel
        </a>
        {action}
      </div>
    </header>
  );
}
