import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * What a failed provider call means is said once, where the call is declared or in
 * server/api/meanings.ts (docs/architecture.md, 'One way to fail'), so that a handler
 * reads as its happy path. A handler may still test a failure's class where the meaning is
 * its own alone, with a comment that says why; at most this many such tests in all.
 */
const MOST_ALLOWED = 6;
const CONTROLLERS = join(process.cwd(), 'server', 'controllers');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the meanings of a failed call', () => {
  it(`are tested in controllers at most ${MOST_ALLOWED} times`, () => {
    const found = sources(CONTROLLERS).flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          /instanceof\s+Upstream/.test(line) ? [`${relative(process.cwd(), path)}:${i + 1}`] : [],
        ),
    );
    expect(found.length, found.join('\n')).toBeLessThanOrEqual(MOST_ALLOWED);
  });
});
