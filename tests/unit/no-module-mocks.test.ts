import { describe, expect, it } from 'vitest';
import { needsIsolation, testFiles } from '../../vite.config';

// The server and contract files share their modules (vite.config.ts): a module mocked, a
// global stubbed or a page property replaced in one of them would stay for the files after
// it. What a test needs changed is a portal option instead (startPortal's `signInWait`).
describe('files that share their modules', () => {
  it('mock no module, stub no global and replace nothing of the page', () => {
    const offenders = [...testFiles('tests/server'), ...testFiles('tests/contract')].filter(
      needsIsolation,
    );
    expect(offenders).toEqual([]);
  });
});
