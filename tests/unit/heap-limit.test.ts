import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PORTAL_HEAP_MB, PORTAL_SEMI_SPACE_MB } from '../support/processes';

describe('the portal heap limits', () => {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
    scripts: Record<string, string>;
  };
  const deploy = readFileSync('docs/deploy.md', 'utf8');

  it('are the same in `npm start` as in the processes the suites and benchmarks start', () => {
    expect(scripts.start).toContain(`--max-old-space-size=\${PORTAL_HEAP_MB:-${PORTAL_HEAP_MB}}`);
    expect(scripts.start).toContain(`--max-semi-space-size=${PORTAL_SEMI_SPACE_MB} `);
  });

  it('are the ones the deployment guide starts the portal with', () => {
    expect(deploy).toContain(
      `node --max-old-space-size=${PORTAL_HEAP_MB} --max-semi-space-size=${PORTAL_SEMI_SPACE_MB} dist/server/main.js`,
    );
  });
});
