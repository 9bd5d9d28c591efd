import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { locales, type Locale } from './src/i18n/locale';
import { localePlugin } from './scripts/localePlugin';

// `LOCALE=ro npm run dev` shows the Romanian pages (at /ro/…); the build makes every locale itself (scripts/build.ts).
const devLocale = process.env.LOCALE as Locale | undefined;
if (devLocale && !locales.includes(devLocale)) throw new Error(`LOCALE must be one of ${locales.join(', ')}`);

export default defineConfig({
  plugins: [react(), ...(devLocale ? [localePlugin(devLocale)] : [])],
  resolve: {
    // React's own useSyncExternalStore instead of the shim for React 17 (src/useSyncExternalStore.ts).
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./src/useSyncExternalStore.ts', import.meta.url)) },
    ],
  },
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
