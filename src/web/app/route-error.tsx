import { useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { PAGE_LOAD_FAILURE } from './page-load-failure';

/** Shown when a page fails to load (e.g. a lazy chunk after a deploy) instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="flex min-h-screen items-center justify-center bg-background p-6">
      <div className="max-w-md text-center">
        <h1 className="text-2xl font-semibold text-foreground">{PAGE_LOAD_FAILURE.title}</h1>
        <p className="mt-2 text-muted-foreground">{PAGE_LOAD_FAILURE.message}</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          {PAGE_LOAD_FAILURE.action}
        </Button>
      </div>
    </main>
  );
}
