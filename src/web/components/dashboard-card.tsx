import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from './ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';

/**
 * A card of the cliente's dashboard that sums up one feature (recent carousels, credits): its title, a line
 * under it and a link to the feature's own page in the corner (docs/product-rules.md §2).
 */
export function DashboardCard({
  title,
  description,
  link,
  isLoading,
  contentClassName,
  children,
}: {
  title: string;
  description: string;
  link: { to: string; label: string };
  /** Marks the content busy while it loads. */
  isLoading: boolean;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
        <CardAction>
          <Button asChild variant="link" size="sm">
            <Link to={link.to}>{link.label}</Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className={contentClassName} aria-busy={isLoading || undefined}>
        {children}
      </CardContent>
    </Card>
  );
}
