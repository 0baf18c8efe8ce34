import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// `npm test` checks for Chromium and redis-server before anything else (scripts/preflight.js):
// where it may not install them, it stops at once with the command that would.
const preflight = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['scripts/preflight.js'], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });

describe('the test preflight', () => {
  it('stops with the exact install command when Chromium is missing and it may not install', () => {
    const run = preflight({ CHROMIUM_PATH: '/nowhere/chromium', PREFLIGHT_INSTALL: 'false' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/npm test needs chromium/);
    expect(run.stderr).toMatch(/sudo apt-get install -y chromium/);
  });

  it('passes on when what the suites need is there', () => {
    const run = preflight({ CHROMIUM_PATH: process.execPath, PREFLIGHT_INSTALL: 'false' });
    const redis = /redis-server/.test(run.stderr);
    // Without redis-server on this machine the message names it alone.
    expect(run.status).toBe(redis ? 1 : 0);
    expect(run.stderr).not.toMatch(/chromium/);
  });
});
