import { cn } from '../../../lib/cn';

/**
 * Three fanned-out carousel slides drawn in CSS: shows what the product makes without an image request.
 * Purely decorative.
 */
export function SlideStackIllustration({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('relative mx-auto h-52 w-full max-w-xs', className)}>
      <div className="absolute top-5 left-4 h-40 w-32 -rotate-12 rounded-2xl bg-white/15 ring-1 ring-white/25 backdrop-blur-sm" />
      <div className="absolute top-2 left-1/2 h-44 w-36 -translate-x-1/2 -rotate-3 rounded-2xl bg-white/25 ring-1 ring-white/30 backdrop-blur-sm" />
      <div className="absolute top-0 right-2 flex h-48 w-38 rotate-6 flex-col justify-between rounded-2xl bg-white p-4 shadow-2xl shadow-black/25">
        <div className="space-y-2">
          <div className="h-2 w-10 rounded-full bg-brand-gradient" />
          <div className="h-3 w-full rounded-full bg-foreground/85" />
          <div className="h-3 w-4/5 rounded-full bg-foreground/85" />
        </div>
        <div className="space-y-1.5">
          <div className="h-2 w-full rounded-full bg-muted-foreground/25" />
          <div className="h-2 w-11/12 rounded-full bg-muted-foreground/25" />
          <div className="h-2 w-3/4 rounded-full bg-muted-foreground/25" />
        </div>
        <div className="flex items-center justify-between">
          <div className="flex gap-1">
            <span className="size-1.5 rounded-full bg-primary" />
            <span className="size-1.5 rounded-full bg-muted-foreground/30" />
            <span className="size-1.5 rounded-full bg-muted-foreground/30" />
          </div>
          <div className="h-5 w-14 rounded-full bg-brand-gradient" />
        </div>
      </div>
    </div>
  );
}
