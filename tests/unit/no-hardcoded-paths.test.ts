import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../../routes/web';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every first path segment the portal serves: a string starting with one is a hard-coded path. */
const segments = [
  ...new Set(
    routes
      .map((r) => r.path.split('/')[1])
      .filter((s): s is string => Boolean(s) && !s.startsWith('{')),
  ),
];
const literal = new RegExp(`['"\`]/(?:${segments.join('|')})(?:[/?#'"\`]|$)`);

describe('internal URLs in the browser code', () => {
  it('come from route(), never from a literal path', () => {
    const offenders = files('resources/js').flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
        .filter(({ line }) => literal.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the check itself catches a literal path', () => {
    expect(literal.test(`href="/login"`)).toBe(true);
    expect(literal.test(`router.visit('/address-book/1/edit')`)).toBe(true);
    expect(literal.test(`route('login')`)).toBe(false);
  });
});
