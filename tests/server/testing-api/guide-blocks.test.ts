/**
 * docs/testing.md's code, run as a reader copies it: the set-up block at the head of a test
 * file in tests/server/<area>/, and each worked example pasted beneath it. Every `ts` block
 * of the guide is written, in order, into one such file, which this file imports, so its
 * hooks and tests run here. A block that no longer runs (an import gone, a hook not
 * imported, an API renamed, a figure no longer true) fails this file, and the guide is
 * corrected with the code.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { codeBlocks } from '../../support/docs/code-blocks';

const here = dirname(fileURLToPath(import.meta.url));
const GUIDE = join(here, '../../../docs/testing.md');
/** Code a reader copies is `ts`; what a terminal prints is `text`. Nothing else is fenced. */
const KINDS = ['ts', 'text'];

const blocks = codeBlocks(readFileSync(GUIDE, 'utf8'));
const copyable = blocks.filter((b) => b.lang === 'ts');

// Not `*.test.ts`, so no run collects it on its own; removed once this file is done.
const file = join(here, `.guide-${process.pid}-${Date.now()}.ts`);
writeFileSync(file, copyable.map((b) => `// docs/testing.md:${b.line}\n${b.code}\n`).join('\n'));
afterAll(() => rmSync(file, { force: true }));
try {
  await import(/* @vite-ignore */ pathToFileURL(file).href);
} catch (error) {
  rmSync(file, { force: true });
  throw error;
}

describe('docs/testing.md', () => {
  it('fences only code to copy (ts) or output to read (text)', () => {
    expect(blocks.filter((b) => !KINDS.includes(b.lang)).map((b) => `line ${b.line}`)).toEqual([]);
  });

  it('has its set-up block and an example for each kind of screen', () => {
    expect(copyable.length).toBeGreaterThanOrEqual(6);
    expect(copyable[0]!.code).toMatch(/^import .* from 'vitest';$/m);
  });
});
