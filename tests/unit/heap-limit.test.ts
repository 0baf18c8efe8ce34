import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PORTAL_HEAP_MB } from '../support/processes';

describe('the portal heap limit', () => {
  it('is the same in `npm start` as in the processes the suites and benchmarks start', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toContain(`--max-old-space-size=\${PORTAL_HEAP_MB:-${PORTAL_HEAP_MB}}`);
  });
});
