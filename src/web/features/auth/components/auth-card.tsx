import type { ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';

export interface AuthCardProps {
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** The switch to the sibling screen ('Não tem uma conta? ...'). */
  footer?: ReactNode;
}

/** The form card of an auth screen; its title is the page's h1. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <Card className="shadow-elevated">
      <CardHeader>
        <CardTitle asChild className="text-2xl">
          <h1>{title}</h1>
        </CardTitle>
        <CardDescription className="text-base">{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
      {footer ? (
        <CardFooter className="justify-center border-t text-center text-sm text-muted-foreground">
          {footer}
        </CardFooter>
      ) : null}
    </Card>
  );
}

/** The in-text link style of the auth screens (primary text passes AA on white). */
export const authLinkClassName =
  'rounded-sm font-medium text-primary underline-offset-4 hover:underline hover:text-primary-hover';
