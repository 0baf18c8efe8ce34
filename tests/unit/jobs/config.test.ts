import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';
import { createJobs, jobsFile } from '../../../server/jobs';
import { createLogger } from '../../../server/log';

const dir = mkdtempSync(join(tmpdir(), 'jobs-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the jobs configuration', () => {
  it('keeps the jobs beside the sessions unless JOBS_DB says otherwise', () => {
    const config = loadConfig({ SESSION_DB: 'var/portal/sessions.sqlite' });
    expect(config.jobs).toEqual({ dbFile: undefined, stalledMs: 30000, rowsPerSecond: 0 });
    expect(jobsFile(config)).toBe(join('var/portal', 'jobs.sqlite'));
    expect(jobsFile(loadConfig({ JOBS_DB: '/srv/jobs.db' }))).toBe('/srv/jobs.db');
  });

  it('refuses a stalled-job delay under a second', () => {
    expect(() => loadConfig({ JOBS_STALLED_MS: '200' })).toThrow(ConfigError);
    expect(loadConfig({ JOBS_STALLED_MS: '5000' }).jobs.stalledMs).toBe(5000);
  });

  it('takes a pace for the import, and refuses a negative one', () => {
    expect(loadConfig({ IMPORT_ROWS_PER_SECOND: '25' }).jobs.rowsPerSecond).toBe(25);
    expect(() => loadConfig({ IMPORT_ROWS_PER_SECOND: '-1' })).toThrow(ConfigError);
  });

  it('runs jobs in the process without REDIS_URL, on the configured file', async () => {
    const config = loadConfig({ JOBS_DB: join(dir, 'jobs.sqlite') });
    const jobs = await createJobs(
      config,
      { echo: async (item) => item },
      createLogger('silent', { pretty: false }),
    );
    const id = await jobs.start('echo', 'u1', ['a']);
    expect((await jobs.status(id, 'u1'))?.kind).toBe('echo');
    await jobs.close();
  });
});
