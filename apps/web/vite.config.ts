import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  server: {
    // The API runs on its own port in development; the browser still sees one origin.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Media must ship as files: a data: URL would need a looser Content-Security-Policy.
    assetsInlineLimit: (file) => (/\.(webm|mp4)$/.test(file) ? false : undefined),
    rollupOptions: {
      output: {
        // zod's settings travel with zod: every chunk that creates a schema loads this one
        // first, so the settings apply before any schema exists (src/lib/zod-setup.ts).
        manualChunks: (id) =>
          /node_modules\/zod\//.test(id) || id.endsWith('/src/lib/zod-setup.ts')
            ? 'zod'
            : undefined,
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
