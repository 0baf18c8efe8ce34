import { readdirSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { englishCatalogs } from './scripts/vite/english-catalogs';
import { inertiaTreeShaking } from './scripts/vite/inertia-tree-shaking';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The unit files that need a module graph and a page of their own: those that mock a
 * module, stub a global, or replace a property of the page (a mock or a property set in one
 * file would stay for the files after it), and those that say so with `@isolated`.
 */
const NEEDS_ISOLATION =
  /vi\.(mock|doMock|stubGlobal)\(|defineProperty\((document|window)\b|spyOn\((document|window)\b|@isolated\b/;
export const testFiles = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => `${folder}/${name.split(sep).join('/')}`);

export const needsIsolation = (file: string) => NEEDS_ISOLATION.test(readFileSync(file, 'utf8'));

// Read only when Vitest loads this file: a build or the dev server has no use for it.
const ISOLATED_UNIT_FILES = process.env.VITEST
  ? testFiles('tests/unit').filter(needsIsolation)
  : [];

// The server's render (docs/architecture.md, First load), built apart: `vite build --ssr`. Packages stay in
// node_modules, as the server's own bundle leaves them.
const ssrBuild = {
  outDir: 'dist/ssr',
  emptyOutDir: true,
  rolldownOptions: {
    input: { ssr: 'resources/js/ssr.tsx', 'ssr-server': 'resources/js/ssr-server.ts' },
    // The portal process keeps this text for as long as it runs: as one byte a character
    // only if none is above U+00FF (else twice the size), so escaped, and no doc comments.
    output: { charset: 'ascii' as const, comments: { legal: true, jsdoc: false } },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // Both builds: English catalogs carry only what their ids cannot say (docs/i18n.md).
    englishCatalogs(),
    // The browser's build: Inertia's components no page uses are left out.
    ...(isSsrBuild ? [] : [inertiaTreeShaking()]),
    // The client's files compressed once, at build time (gzip 9 and brotli 11), beside the
    // originals: the portal sends them as they are (server/http/assets.ts) rather than
    // compressing every file for every first load.
    ...(isSsrBuild ? [] : [compression({ exclude: /manifest\.json$/, logLevel: 'silent' })]),
  ],
  resolve: {
    alias: {
      // Both builds: Inertia's Precognition support, which no form of the portal uses.
      'laravel-precognition': dir('./resources/js/lib/precognition-unused.ts'),
      '@/': dir('./resources/js/'),
      '@shared/': dir('./shared/'),
      '@routes/': dir('./routes/'),
    },
  },
  publicDir: false,
  // The server's render bundles its packages, React among them built for production as the
  // browser's is: it renders the same in tests as in production, and Node never meets the
  // CommonJS default exports some of them ship. From source (`npm run dev`), a few of
  // those still need bundling; a package written in CommonJS must not be among them, as
  // Vite's module runner evaluates what it bundles as an ES module
  // (tests/server/foundation/dev-render.test.ts).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  ssr: {
    noExternal: isSsrBuild
      ? true
      : ['react-select-async-paginate', 'use-is-mounted-ref', '@vtaits/use-lazy-ref'],
  },
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir: 'dist/client',
        manifest: true,
        modulePreload: false,
        emptyOutDir: true,
        rolldownOptions: {
          input: 'resources/js/app.tsx',
          // The icons' modules do nothing but make their icon: through the set's one entry
          // (components/icons/index.ts) a chunk still takes only the icons its pages draw.
          treeshake: {
            moduleSideEffects: [
              { test: /resources[\\/]js[\\/]components[\\/]icons[\\/]/, sideEffects: false },
            ],
          },
          // Libraries change less often than our code: separate files stay cached across releases.
          output: {
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                {
                  name: 'inertia',
                  test: /node_modules[\\/](@inertiajs|picoquery|es-toolkit)[\\/]/,
                },
                // The small parts every form screen uses, in one file rather than eight: fewer
                // requests and less per-file overhead on the anonymous screens' first load.
                {
                  name: 'forms',
                  test: /resources[\\/]js[\\/](hooks[\\/](use-schema-form|use-first-error-scroll)|lib[\\/](input-filters|first-touch)|components[\\/]ui[\\/](button|field|text-input|password-input|form-error))\.tsx?$|shared[\\/]forms[\\/]errors\.ts$/,
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
      {
        // The unit files share their modules, as the server's do, all but ISOLATED_UNIT_FILES.
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: ISOLATED_UNIT_FILES,
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'unit-isolated', include: ISOLATED_UNIT_FILES },
      },
      {
        // The server files share their modules (no fresh import per file): what a portal
        // keeps is its app's own (head starts, rate-limit counters, the sign-in delay's wait:
        // tests/support/portal/start-portal.ts), so a file leaves nothing to the next, in any
        // order. A server test mocks no module (tests/unit/no-module-mocks.test.ts): one mocked
        // here would stay for the next files.
        extends: true,
        test: { name: 'server', include: ['tests/server/**/*.test.ts'], isolate: false },
      },
      { extends: true, test: { name: 'protocol', include: ['tests/protocol/**/*.test.ts'] } },
      {
        // Each file starts its own target (tests/support/contract/target.ts) and leaves
        // nothing behind: the files share their modules, as the server's do.
        extends: true,
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          testTimeout: 20000,
          isolate: false,
        },
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
}));
