import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

const TONES = {
  brand: 'bg-secondary text-secondary-foreground',
  success: 'bg-success-soft text-success-soft-foreground',
  warning: 'bg-warning-soft text-warning-soft-foreground',
  destructive: 'bg-destructive-soft text-destructive-soft-foreground',
} as const;

export interface StatusPanelProps {
  icon: LucideIcon;
  /** Extra classes for the icon (e.g. `animate-spin` while waiting). */
  iconClassName?: string;
  tone: keyof typeof TONES;
  title: string;
  description: ReactNode;
  /** Actions and follow-up forms under the text. */
  children?: ReactNode;
  /** Move focus to the title when the panel replaces a form, so screen readers announce the new state. */
  focusOnMount?: boolean;
}

/** One outcome of an auth flow (link sent, e-mail confirmed, link expired...), as the page's card and h1. */
export function StatusPanel({
  icon: Icon,
  iconClassName,
  tone,
  title,
  description,
  children,
  focusOnMount,
}: StatusPanelProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) titleRef.current?.focus();
  }, [focusOnMount]);

  return (
    <Card className="shadow-elevated">
      <CardHeader className="justify-items-center text-center">
        <span className={cn('mb-2 flex size-14 items-center justify-center rounded-2xl', TONES[tone])}>
          <Icon className={cn('size-7', iconClassName)} aria-hidden="true" />
        </span>
        <CardTitle asChild className="text-2xl">
          <h1 ref={titleRef} tabIndex={-1} className="outline-none">
            {title}
          </h1>
        </CardTitle>
        <CardDescription className="text-base text-pretty">{description}</CardDescription>
      </CardHeader>
      {children ? <CardContent className="flex flex-col gap-3">{children}</CardContent> : null}
    </Card>
  );
}
