import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Comments, docs and test names say the rule itself and cite the spec's section
 * ("spec §5.2") or a file in docs/ where a source is needed: a reader who joins later has
 * only the repository, so a number that points at a work item outside it explains nothing.
 */

const ROOT = process.cwd();

/** Generated or vendored: not written by us, or rewritten by every run. */
const SKIPPED = new Set([
  'node_modules',
  'dist',
  '.git',
  'bench/results',
  'data',
  'test-results',
  'playwright-report',
]);
const TEXT = new Set([
  '.ts',
  '.tsx',
  '.js',
  '.mjs',
  '.cjs',
  '.json',
  '.md',
  '.css',
  '.html',
  '.yml',
  '.yaml',
  '.sh',
]);
/** Files without an extension that are still ours to read (the CI script). */
const SCRIPT_DIRS = new Set(['.ci']);

// Built from parts so this file does not match itself.
const citation = new RegExp(['\\bissues?', '\\s+#?[0-9]+'].join(''), 'i');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    const rel = relative(ROOT, path);
    if (SKIPPED.has(rel) || name === 'node_modules' || name === 'package-lock.json') return [];
    if (statSync(path).isDirectory()) return files(path);
    const ext = extname(name);
    return TEXT.has(ext) || (ext === '' && SCRIPT_DIRS.has(relative(ROOT, dir))) ? [rel] : [];
  });
}

function citations(file: string): string[] {
  return readFileSync(join(ROOT, file), 'utf8')
    .split('\n')
    .flatMap((line, i) => (citation.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

describe('comments, docs and test names', () => {
  it('cite the spec or docs/, never an outside work item by number', () => {
    expect(files('.').flatMap(citations)).toEqual([]);
  });

  it('the check itself catches such a number and leaves other words alone', () => {
    const cite = (words: string) => citation.test(words);
    expect(cite(['A return (issue', '23 §3)'].join(' '))).toBe(true);
    expect(cite(['see Issues', '22 §4 and 23 §3'].join(' '))).toBe(true);
    expect(cite(['fixed in issue', '#7'].join(' '))).toBe(true);
    expect(cite('for (const issue of parsed.error.issues)')).toBe(false);
    expect(cite('Cancelling (docs/architecture.md), spec §2.9')).toBe(false);
  });

  it('reads the source, the tests and the docs, and skips what is generated', () => {
    const read = files('.');
    expect(read).toContain('README.md');
    expect(read).toContain(join('docs', 'architecture.md'));
    expect(read).toContain(join('server', 'app.ts'));
    expect(read).toContain(join('tests', 'unit', 'no-tracker-citations.test.ts'));
    expect(read.some((f) => f.startsWith(`node_modules`) || f.startsWith(`dist`))).toBe(false);
    expect(read.some((f) => f.startsWith(join('bench', 'results')))).toBe(false);
  });
});
