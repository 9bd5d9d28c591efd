import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    // The prerenderer reads the manifest to inline each route's CSS; the budgets, to count its JS.
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    modulePreload: {
      // Every browser the site supports has modulepreload: the polyfill would only add to the entry.
      polyfill: false,
      // A lazy chunk's CSS is loaded with it (Vite's loader waits for it, so nothing shows
      // unstyled); its JS imports are fetched when the chunk itself arrives. Listing them too
      // would put every page's file names into the entry: ~1 KB gzip of issue 20's 100 KB budget.
      resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')),
    },
  },
});
