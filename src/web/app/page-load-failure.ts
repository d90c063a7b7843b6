/** What a page says when its code could not load (a file of an older release after a deploy, the connection lost). */
export const PAGE_LOAD_FAILURE = {
  title: 'Algo deu errado',
  message: 'Não foi possível carregar esta página. Tente recarregar.',
  action: 'Recarregar',
} as const;

/**
 * PAGE_LOAD_FAILURE as the app's start draws it, with the DOM alone: a stage of the start failed before React (and
 * with it the router's RouteError) could draw anything, and the painted screen would otherwise stay, answering
 * nothing. The same look as RouteError.
 */
export function drawPageLoadFailure(container: HTMLElement): void {
  const document = container.ownerDocument;
  const main = document.createElement('main');
  main.className = 'flex min-h-screen items-center justify-center bg-background p-6';
  const box = document.createElement('div');
  box.className = 'max-w-md text-center';
  const title = document.createElement('h1');
  title.className = 'text-2xl font-semibold text-foreground';
  title.textContent = PAGE_LOAD_FAILURE.title;
  const message = document.createElement('p');
  message.className = 'mt-2 text-muted-foreground';
  message.textContent = PAGE_LOAD_FAILURE.message;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className =
    'mt-6 inline-flex h-10 items-center justify-center rounded-lg bg-primary px-4 text-sm font-medium text-primary-foreground shadow-xs hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
  reload.textContent = PAGE_LOAD_FAILURE.action;
  reload.addEventListener('click', () => window.location.reload());
  box.append(title, message, reload);
  main.append(box);
  container.replaceChildren(main);
}
