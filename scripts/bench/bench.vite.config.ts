import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The bench page: a production build of the real rendering components (never part of the
 * app's build, which only knows index.html). run-bench.ts chooses the output folder.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./page', import.meta.url)),
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: { emptyOutDir: true, reportCompressedSize: false, sourcemap: false },
});
