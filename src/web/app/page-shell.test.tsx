import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HISTORY_PAGE_HEADER } from '../features/carousels/history/history-page-header';
import { WaitScreen } from './page-shell';
import { DASHBOARD_HEADER } from './routes/dashboard-page-header';

const drawn = (pathname: string) =>
  renderToStaticMarkup(
    createElement(MemoryRouter, { initialEntries: [pathname] }, createElement(WaitScreen, { pathname })),
  );

describe("the app's wait screen", () => {
  it("shows a signed-in page's shell, with its header, at its address with or without a trailing slash", () => {
    for (const pathname of ['/historico', '/historico/']) {
      const screen = drawn(pathname);
      expect(screen, pathname).toContain('data-slot="page-shell"');
      expect(screen, pathname).toContain(`>${HISTORY_PAGE_HEADER.title}</h1>`);
      expect(screen, pathname).toContain(`>${HISTORY_PAGE_HEADER.description}</p>`);
    }
    expect(drawn('/')).toContain(`>${DASHBOARD_HEADER.title}</h1>`);
  });

  it("puts the shell's brand link in a landmark, the top bar's <header> as in the frame (axe: region)", () => {
    expect(drawn('/criar')).toMatch(
      /<header class="sticky[^"]*"><a [^>]*aria-label="Carrossel, ir para o Dashboard"/,
    );
  });

  it('shows the loading card, the page itself, at an address without a shell', () => {
    for (const pathname of ['/minha-marca', '/historico/123']) {
      const screen = drawn(pathname);
      expect(screen, pathname).not.toContain('data-slot="page-shell"');
      expect(screen, pathname).toContain('<main data-slot="loading-card"');
    }
  });
});
