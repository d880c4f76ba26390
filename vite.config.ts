// Vite build of the back office: web/ → dist/web, served by the Node process (src/http/web.ts).
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('./web'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@contracts': here('./src/contracts'),
      '@': here('./web/src'),
    },
  },
  build: {
    outDir: here('./dist/web'),
    emptyOutDir: true,
    // Above the 500 kB default: the whole back office ships in the bundle (no CDN), pages are split lazily.
    chunkSizeWarningLimit: 800,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
