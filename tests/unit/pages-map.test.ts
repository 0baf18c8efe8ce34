import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const pagesDir = join(root, 'resources/js/pages');

/** Page components: every .tsx under pages/ except the parts beside them. */
function pageFiles(dir = pagesDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'parts' ? [] : pageFiles(path);
    return entry.name.endsWith('.tsx') ? [relative(pagesDir, path).replace(/\.tsx$/, '')] : [];
  });
}

/** The names of the PageProps map in shared/pages.ts. */
function mappedPages(): string[] {
  const source = readFileSync(join(root, 'shared/pages.ts'), 'utf8');
  const block = /export interface PageProps \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
  return [...block.matchAll(/^ {2}'?([\w/-]+)'?\??:/gm)].map((m) => m[1] as string);
}

describe('the page map (shared/pages.ts)', () => {
  it('names every page component, and only those', () => {
    expect(mappedPages().sort()).toEqual(pageFiles().sort());
  });
});
