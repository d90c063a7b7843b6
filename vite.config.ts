import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'src/web'),
  publicDir: path.resolve(import.meta.dirname, 'public'),
  plugins: [react(), tailwindcss()],
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
});
