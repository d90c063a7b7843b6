import { StrictMode, startTransition } from 'react';
import { drawPageLoadFailure } from './app/page-load-failure';
import './styles.css';

/** Lets the browser run what waits (input, a paint, an answer): what comes after runs in a task of its own. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });

/**
 * The app starts in stages, each evaluated in a task of its own: imported all at once, the entry's modules
 * (zod and the schemas the session needs, React DOM, the route table, the first call of tailwind-merge) ran as
 * one task of one to two seconds on a phone, blocking the page (docs/decisions/0018-fast-on-a-phone.md, step
 * 9). A module evaluates once, at its first import: each stage runs what the previous ones did not. The files
 * still download together (the HTML preloads every stage's files). React then draws the app as a transition,
 * in slices.
 */
async function start(container: HTMLElement): Promise<void> {
  const { installPortugueseValidationMessages } = await import('../shared/zod-locale');
  installPortugueseValidationMessages();
  await nextTask();
  // The contracts the session code calls (their zod schemas are built at import), then the session code
  // itself: each a task. The auth schemas come apart from their endpoints: the first schemas built also run
  // zod's own code for the first time, a task of 35-40 ms on this machine's traces when they were one stage.
  // (A package imported whole here would keep all its exports in the build.)
  await import('../shared/auth/schemas');
  await nextTask();
  await import('../shared/auth/endpoints');
  await nextTask();
  await import('../shared/workspaces/endpoints');
  await nextTask();
  await import('./features/auth');
  await nextTask();
  const { createRoot } = await import('react-dom/client');
  await nextTask();
  // The São Paulo clock builds itself at its first date: here, in a task of its own, rather than inside the first
  // drawing of the dashboard's or the history's cards. Intl's own start (its data, loaded at the page's first Intl
  // call) is the boot's, before the first paint (scripts/app-boot.ts), so this costs a fraction of a millisecond.
  const { saoPauloClockText } = await import('../shared/sao-paulo-clock');
  saoPauloClockText(new Date());
  await nextTask();
  // tailwind-merge builds its class map at its first call: here, rather than in React's first render.
  const { cn } = await import('./lib/cn');
  cn('p-1', 'p-2');
  await nextTask();
  await import('./app/router');
  await nextTask();
  const { App } = await import('./app/app');
  await nextTask();
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root não encontrado.');
start(root).catch((error: unknown) => {
  // A stage's file did not load (an older release's after a deploy, or the connection lost): say so and offer a
  // reload, rather than leave the painted screen that answers nothing.
  console.error(error);
  drawPageLoadFailure(root);
});
