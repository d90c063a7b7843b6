import { useRouteError } from 'react-router';
import { Button } from '../components/ui/button';

/** Shown when a page fails to load (e.g. a lazy chunk after a deploy) instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="flex min-h-screen items-center justify-center bg-background p-6">
      <div className="max-w-md text-center">
        <h1 className="text-2xl font-semibold text-foreground">Algo deu errado</h1>
        <p className="mt-2 text-muted-foreground">Não foi possível carregar esta página. Tente recarregar.</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Recarregar
        </Button>
      </div>
    </main>
  );
}
