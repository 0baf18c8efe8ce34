import type { Plugin } from 'vite';

/**
 * Inertia's React adapter ships as one module whose components are made at its top level:
 * `forwardRef(…)` and `createContext(…)` calls the bundler must assume do something, and
 * `X.displayName = '…'` writes that use X. So every component it offers stayed in the
 * browser's build, those no page of the portal uses (its Form, WhenVisible) among them, in
 * the chunk every first load runs (docs/benchmarks.md, LG). Marked pure, with the names
 * that only React's developer tools read left out, what no page imports is left behind.
 *
 * The adapter is matched by its text: an update that renames these lines makes the build
 * fail here, rather than silently grow again.
 */
const ADAPTER = /[\\/]@inertiajs[\\/]react[\\/]dist[\\/]index\.js$/;
const MADE_AT_TOP_LEVEL = /^(var [\w$]+ = )((?:forwardRef|createContext)\d*\()/gm;
const DEVTOOLS_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

export function markPure(source: string): { code: string; marked: number; unnamed: number } {
  let marked = 0;
  let unnamed = 0;
  const code = source
    .replace(MADE_AT_TOP_LEVEL, (_, declaration: string, call: string) => {
      marked += 1;
      return `${declaration}/* @__PURE__ */ ${call}`;
    })
    .replace(DEVTOOLS_NAME, () => {
      unnamed += 1;
      return '';
    });
  return { code, marked, unnamed };
}

export function inertiaTreeShaking(): Plugin {
  return {
    name: 'portal:inertia-tree-shaking',
    apply: 'build',
    transform(source, id) {
      if (!ADAPTER.test(id)) return null;
      const { code, marked, unnamed } = markPure(source);
      if (marked === 0 || unnamed === 0) {
        throw new Error(
          `${id}: no top-level component or display name found to mark; see scripts/vite/inertia-tree-shaking.ts`,
        );
      }
      return { code, map: null };
    },
  };
}
