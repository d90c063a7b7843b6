import { useLocation } from 'react-router';

/** Development only: a route whose screen a later issue builds says so plainly until it lands. */
export function Component() {
  const location = useLocation();
  return (
    <main className="flex min-h-screen items-center justify-center bg-background p-6">
      <p className="text-muted-foreground">Tela em construção: {location.pathname}</p>
    </main>
  );
}
