import { readFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 3001);

const SHARED_HEAD_FILE = path.resolve(import.meta.dirname, 'src/web/partials/head.html');
const SHARED_HEAD_MARK = /^[ \t]*<!-- shared-head\b.*-->\n/m;

/**
 * The head every HTML entry (index.html, login.html, register.html, share.html) shares, written once in src/web/partials/head.html:
 * each entry's `<!-- shared-head -->` line becomes the partial before Vite reads the page, so the font preload's
 * path is hashed as if it were written there. Each entry keeps its own title and second font.
 */
function sharedHead(): Plugin {
  return {
    name: 'carrossel-shared-head',
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        if (!SHARED_HEAD_MARK.test(html))
          throw new Error(`${context.filename} não tem a linha <!-- shared-head -->`);
        return html.replace(SHARED_HEAD_MARK, () => readFileSync(SHARED_HEAD_FILE, 'utf8'));
      },
    },
  };
}

/**
 * React Router 7's package exports only its development build (remix-run/react-router#14102), so a production
 * build would ship its development checks and warnings: the build names the production file instead. Exact
 * match only; the light entries' own alias (scripts/build-web.ts) comes first and still wins.
 */
const REACT_ROUTER_PRODUCTION = {
  find: /^react-router$/,
  replacement: path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs'),
};

export default defineConfig(({ command }) => ({
  root: path.resolve(import.meta.dirname, 'src/web'),
  resolve: { alias: command === 'build' ? [REACT_ROUTER_PRODUCTION] : [] },
  publicDir: path.resolve(import.meta.dirname, 'public'),
  plugins: [sharedHead(), react(), tailwindcss()],
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    // Maps stay on disk for whoever debugs a build, unreferenced by the bundles; the server never serves them.
    sourcemap: 'hidden',
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/storage': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
}));
