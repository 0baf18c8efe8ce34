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
    rollupOptions: { input: 'resources/js/app.tsx' },
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
