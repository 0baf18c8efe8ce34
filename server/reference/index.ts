import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { openDatabase } from './db/connection';
import { listenLoopback, type Listening } from './http/listen';
import { seedIfEmpty } from './seed';
import type { ServiceContext } from './services/context';
import { createAuthApp } from './services/auth';
import { createMainApp } from './services/main';
import { createPickupApp } from './services/pickup';
import { startSimulator } from './simulator';

export interface ReferenceOptions {
  dbFile: string;
  simulator: false | { intervalMs: number };
  log: (line: string) => void;
  ports?: { main?: number; auth?: number; pickup?: number };
  production?: boolean;
  /** The portal the tracking links point to; http://localhost:3000 when not given. */
  portalUrl?: string;
}

export interface ReferenceServices {
  urls: { main: string; auth: string; pickup: string };
  close(): Promise<void>;
}

/**
 * `temp` beside the database file; for an in-memory database, a folder of its own in the
 * system's temporary folder, removed when the services close (it holds nothing worth keeping).
 */
function tempDirFor(dbFile: string): { dir: string; disposable: boolean } {
  return dbFile === ':memory:' || dbFile === '' || dbFile.startsWith('file::memory:')
    ? { dir: join(tmpdir(), `courier-reference-${process.pid}-${randomUUID()}`), disposable: true }
    : { dir: join(dirname(dbFile), 'temp'), disposable: false };
}

/**
 * The courier's three services (main API, auth, pickup) as separate HTTP servers on
 * loopback, sharing one SQLite database that is migrated and, when empty, seeded with the
 * demo data.
 */
export async function startReferenceServices(
  options: ReferenceOptions,
): Promise<ReferenceServices> {
  const db = openDatabase(options.dbFile);
  const temp = tempDirFor(options.dbFile);
  const ctx: ServiceContext = {
    db,
    log: options.log,
    now: () => new Date(),
    production: options.production ?? false,
    portalUrl: (options.portalUrl ?? 'http://localhost:3000').replace(/\/+$/, ''),
    tempDir: temp.dir,
  };
  const started: Listening[] = [];
  try {
    if (await seedIfEmpty(db, ctx.now())) {
      options.log('reference services: demo data seeded (sign in as demo@portal.test)');
    }
    const main = await listenLoopback(createMainApp(ctx), options.ports?.main);
    started.push(main);
    const auth = await listenLoopback(createAuthApp(ctx), options.ports?.auth);
    started.push(auth);
    const pickup = await listenLoopback(createPickupApp(ctx), options.ports?.pickup);
    started.push(pickup);
    const stopSimulator = options.simulator
      ? startSimulator(db, options.simulator.intervalMs, ctx.now, options.log, ctx.portalUrl)
      : () => {};
    let closing: Promise<void> | undefined;
    return {
      urls: { main: main.url, auth: auth.url, pickup: pickup.url },
      close: () => {
        closing ??= (async () => {
          stopSimulator();
          await Promise.all(started.map((service) => service.close()));
          db.close();
          if (temp.disposable) await rm(temp.dir, { recursive: true, force: true });
        })();
        return closing;
      },
    };
  } catch (err) {
    await Promise.all(started.map((service) => service.close()));
    db.close();
    throw err;
  }
}
