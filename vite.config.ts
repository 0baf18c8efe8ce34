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
    modulePreload: false,
    emptyOutDir: true,
    rolldownOptions: {
      input: 'resources/js/app.tsx',
      // Libraries change less often than our code: separate files stay cached across releases.
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'inertia', test: /node_modules[\\/](@inertiajs|ziggy-js|es-toolkit|qs)[\\/]/ },
            // The small parts every form screen uses, in one file rather than eight: fewer
            // requests and less per-file overhead on the anonymous screens' first load.
            {
              name: 'forms',
              test: /resources[\\/]js[\\/](hooks[\\/](use-schema-form|use-first-error-scroll)|lib[\\/]input-filters|components[\\/]ui[\\/](button|field|text-input|password-input|form-error))\.tsx?$|shared[\\/]forms[\\/]errors\.ts$/,
            },
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
      {
        // Whole-portal suites: malformed input, upstream faults, and real processes
        // (crash, memory, several processes). `npm run test:robustness`, after the build.
        extends: true,
        test: {
          name: 'robustness',
          include: ['tests/robustness/**/*.test.ts'],
          globalSetup: ['tests/support/processes/build-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
