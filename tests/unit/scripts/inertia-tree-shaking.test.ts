import { readFileSync } from 'node:fs';
import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { inertiaTreeShaking, markPure } from '../../../scripts/vite/inertia-tree-shaking';

/**
 * The browser's build marks Inertia's React adapter so that the components no page imports
 * are left out (scripts/vite/inertia-tree-shaking.ts, docs/benchmarks.md, LG).
 */

const adapterPath = 'node_modules/@inertiajs/react/dist/index.js';

/** The adapter's share of a build that imports `names` of it, minified. */
async function built(names: string, marked: boolean): Promise<string> {
  const bundle = await rolldown({
    input: 'entry',
    external: (id) =>
      /^(react|react-dom|@inertiajs\/core|es-toolkit|laravel-precognition)(\/|$)/.test(id),
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === 'entry' ? id : null),
        load: (id) =>
          id === 'entry'
            ? `import { ${names} } from '@inertiajs/react'; console.log(${names});`
            : null,
      },
      ...(marked ? [inertiaTreeShaking()] : []),
    ],
  });
  const { output } = await bundle.generate({ format: 'esm', minify: true });
  await bundle.close();
  return output[0].code;
}

describe("Inertia's React adapter, tree-shaken", () => {
  it('marks each component made at the top level and drops the display names', () => {
    const { code, marked, unnamed } = markPure(readFileSync(adapterPath, 'utf8'));
    expect(marked).toBeGreaterThanOrEqual(5);
    expect(unnamed).toBeGreaterThanOrEqual(5);
    expect(code).not.toMatch(/^\w+\.displayName = /m);
    expect(code).toMatch(/var Link = \/\* @__PURE__ \*\/ forwardRef\d*\(/);
  });

  it('leaves out the components a build does not import', async () => {
    const [before, after] = await Promise.all([built('Link', false), built('Link', true)]);
    // The Form and InfiniteScroll components name their display names and slots.
    expect(before).toContain('InertiaForm');
    expect(after).not.toContain('InertiaForm');
    expect(after).not.toContain('onlyNext');
    expect(after.length).toBeLessThan(before.length - 10_000);
  });

  it('keeps what is imported', async () => {
    const code = await built('Link, InfiniteScroll', true);
    expect(code).toContain('onlyNext');
  });

  it('fails the build when the adapter no longer reads as expected', () => {
    const plugin = inertiaTreeShaking();
    const transform = plugin.transform as (code: string, id: string) => unknown;
    expect(() => transform('export const x = 1;', '/n/@inertiajs/react/dist/index.js')).toThrow(
      /no top-level component/,
    );
    expect(transform('export const x = 1;', '/n/other/index.js')).toBeNull();
  });
});
