import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@/': dir('./resources/js/'),
      '@shared/': dir('./shared/'),
      '@routes/': dir('./routes/'),
    },
  },
  publicDir: false,
  build: {
    outDir: 'dist/client',
    manifest: true,
    emptyOutDir: true,
    rolldownOptions: {
      input: 'resources/js/app.tsx',
      // Libraries change less often than our code: separate files stay cached across releases.
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'inertia', test: /node_modules[\\/](@inertiajs|ziggy-js|es-toolkit|qs)[\\/]/ },
            {
              name: 'ui',
              test: /node_modules[\\/](@headlessui|@floating-ui|@react-aria|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      { extends: true, test: { name: 'server', include: ['tests/server/**/*.test.ts'] } },
      { extends: true, test: { name: 'protocol', include: ['tests/protocol/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'contract', include: ['tests/contract/**/*.test.ts'], testTimeout: 20000 },
      },
    ],
  },
});
