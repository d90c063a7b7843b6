import { Link } from 'react-router';

/** The only screen in English, as the spec says. */
export function Component() {
  return (
    <main
      lang="en"
      className="flex min-h-screen flex-col items-center justify-center gap-4 bg-background p-6 text-center"
    >
      <p className="text-7xl font-bold tracking-tight text-primary">404</p>
      <h1 className="text-2xl font-semibold text-foreground">404 Page Not Found</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist.</p>
      <Link to="/" className="font-medium text-primary underline-offset-4 hover:underline">
        Go back home
      </Link>
    </main>
  );
}
