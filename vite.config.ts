import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    // The prerenderer reads the manifest to preload each route's own chunk and CSS.
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 0,
  },
});
