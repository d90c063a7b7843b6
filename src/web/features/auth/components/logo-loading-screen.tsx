import { Spinner } from '../../../components/ui/spinner';

/** The login screen's loading state (docs/product-rules.md §2): the logo with a spinner, centred where the form will be. */
export function LogoLoadingScreen() {
  return (
    <main
      aria-busy="true"
      className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background p-6"
    >
      <h1 className="sr-only">Carrossel</h1>
      <img
        src="/logo.webp"
        alt="Carrossel"
        width={96}
        height={96}
        className="size-24 animate-pulse drop-shadow-md"
      />
      <Spinner label="Carregando..." className="size-6" />
    </main>
  );
}
