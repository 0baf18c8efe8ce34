import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import noLiteralText from './scripts/eslint/no-literal-text.js';

/** Links are the kit's Link, which the server renders as its plain anchor. */
const INERTIA_LINK = {
  name: '@inertiajs/react',
  importNames: ['Link'],
  message: "Use the kit's Link (@/components/ui/link): the server renders it as a plain anchor.",
};

/** Every page and component: their words are all in the catalogs (docs/i18n.md). */
const TRANSLATED = ['resources/js/{pages,components,layouts}/**/*.tsx'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      // Compiled by `npm run i18n` from the .po files (docs/i18n.md).
      'shared/locales',
      'server/locales',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['resources/**/*.tsx', 'resources/**/*.ts'],
    // The server's render of the pages and its render process run on the server only.
    ignores: ['resources/js/ssr.tsx', 'resources/js/ssr-server.ts'],
    // `portal/no-literal-text` is on for the translated folders (below); `npx eslint --rule
    // '{"portal/no-literal-text":"error"}' <files>` shows what others still hold.
    plugins: { 'react-hooks': reactHooks, portal: { rules: { 'no-literal-text': noLiteralText } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser bundle never carries server code: what both sides need lives in shared/.
      'no-restricted-imports': [
        'error',
        {
          paths: [INERTIA_LINK],
          patterns: [
            {
              regex: '(^|/)server(/|$)',
              message: 'The browser must not import server code; put shared types in shared/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The UI kit is the bottom layer of the browser code: it may use shared/ helpers and the
    // icon set (a leaf of lucide re-exports), never the form hook, lib, pages or a product
    // component, so any screen can take any kit part without pulling the product in.
    files: ['resources/js/components/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [INERTIA_LINK],
          patterns: [
            {
              regex: '(^|/)server(/|$)',
              message: 'The browser must not import server code; put shared types in shared/.',
            },
            {
              regex: '^@/(?!components/(ui|icons)(/|$))',
              message:
                'The UI kit imports only kit parts, icons and shared/: pass anything else in.',
            },
            {
              regex: '^\\.\\./',
              message:
                'The UI kit imports only kit parts, icons and shared/: pass anything else in.',
            },
          ],
        },
      ],
    },
  },
  {
    // Pages are rendered through server/http/render.ts, which checks names and props.
    files: ['server/**/*.ts'],
    ignores: ['server/http/render.ts', 'server/inertia/**', 'server/reference/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='render'][callee.object.property.name='inertia']",
          message:
            'Render pages with render() from server/http/render.ts (typed page names and props).',
        },
      ],
    },
  },
  {
    // pdf-lib (~6 MB of heap) loads with the first PDF label batch, not with every process:
    // only label-sheets.ts imports it, and others reach that file by a dynamic import().
    files: ['server/**/*.ts'],
    ignores: ['server/reference/**', 'server/controllers/shipments/support/label-sheets.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@cantoo/pdf-lib', message: 'Import it from label-sheets.ts only.' }],
          patterns: [
            {
              regex: '(^|/)label-sheets$',
              allowTypeImports: true,
              message: "Load it with await import('./label-sheets') where a PDF batch starts.",
            },
          ],
        },
      ],
    },
  },
  {
    // The Inertia adapter stands alone, so it could be lifted out as a package unchanged.
    files: ['server/inertia/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./',
              message: 'The Inertia adapter imports nothing from the rest of the portal.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every word a reader sees is in the reader's language (docs/i18n.md).
    files: TRANSLATED,
    ignores: ['resources/js/pages/dev/**'],
    rules: { 'portal/no-literal-text': 'error' },
  },
);
