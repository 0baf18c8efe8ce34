import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceOptions } from '../../../server/reference';
import { startEmbeddedServices } from '../../../server/reference/embedded';

const dir = mkdtempSync(join(tmpdir(), 'reference-worker-'));
// The worker's module as the build makes it (scripts/build-server.js), where its packages
// resolve: a worker thread cannot load the TypeScript sources.
const bundle = join('node_modules/.cache/reference-worker-test', `${process.pid}`);
const worker = pathToFileURL(join(process.cwd(), bundle, 'worker.js'));

beforeAll(async () => {
  mkdirSync(bundle, { recursive: true });
  await build({
    entryPoints: ['server/reference/worker.ts'],
    outdir: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(bundle, { recursive: true, force: true });
});

const startInWorker = (options: ReferenceOptions) => startEmbeddedServices(options, worker);

// A worker thread that opens, migrates and seeds a database, then checks a password hash:
// a second on an idle machine, several on a busy one, so the bound is not vitest's 5 s.
const STARTS_WITHIN_MS = 60_000;

describe('the reference services in a worker thread', () => {
  it(
    'answer on their addresses, tell the log what they do, and stop when asked',
    async () => {
      const lines: string[] = [];
      const services = await startInWorker({
        dbFile: join(dir, 'reference.sqlite'),
        simulator: false,
        log: (line) => lines.push(line),
      });
      try {
        expect(lines.some((line) => line.includes('demo data seeded'))).toBe(true);
        const login = await fetch(`${services.urls.main}/user/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ email: 'demo@portal.test', password: 'Demo!2345' }),
        });
        expect(login.status).toBe(200);
        expect(((await login.json()) as { success: boolean }).success).toBe(true);
        for (const url of [services.urls.auth, services.urls.pickup]) {
          expect((await fetch(url)).status).toBeLessThan(500);
        }
      } finally {
        await services.close();
      }
      await expect(fetch(`${services.urls.main}/user/login`)).rejects.toThrow();
    },
    STARTS_WITHIN_MS,
  );

  it('say why when they cannot start', async () => {
    // A file where the database's folder should be.
    const blocked = join(dir, 'not-a-folder');
    writeFileSync(blocked, '');
    await expect(
      startInWorker({
        dbFile: join(blocked, 'reference.sqlite'),
        simulator: false,
        log: () => {},
      }),
    ).rejects.toThrow(/the reference services did not start/);
  });
});
