import { spawn } from 'node:child_process';
import { child, freePort, type Child, waitForHealth } from './child';
import { PORTAL_HEAP_MB, PORTAL_SEMI_SPACE_MB } from './build';

export interface ServiceUrls {
  main: string;
  auth: string;
  pickup: string;
}

export interface PortalProcess extends Child {
  url: string;
  port: number;
}

export interface ServicesProcess extends Child {
  urls: ServiceUrls;
}

/** `npm run services` on free ports, with its database in `dbFile`. */
export async function startServices(dbFile: string): Promise<ServicesProcess> {
  const [main, auth, pickup] = await Promise.all([freePort(), freePort(), freePort()]);
  const proc = spawn('node', ['--import', 'tsx', 'server/reference/cli.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      MAIN_PORT: String(main),
      AUTH_PORT: String(auth),
      PICKUP_PORT: String(pickup),
      REFERENCE_DB: dbFile,
      SIMULATOR: 'false',
    },
  });
  const urls = {
    main: `http://127.0.0.1:${main}`,
    auth: `http://127.0.0.1:${auth}`,
    pickup: `http://127.0.0.1:${pickup}`,
  };
  const handle = child(proc);
  try {
    await Promise.all(
      Object.values(urls).map((url) => waitForHealth(url, '/', undefined, handle.exited)),
    );
  } catch (err) {
    await handle.stop(true);
    throw err;
  }
  return { ...handle, urls };
}

/**
 * `node dist/server/main.js` on a free port (or `port`). With `services` (their URLs or the
 * process of `startServices`) it uses those; without, it starts the reference services
 * in-process on `REFERENCE_DB` from `env`.
 */
export async function startPortalProcess(
  options: {
    env?: Record<string, string>;
    services?: ServiceUrls | ServicesProcess;
    port?: number;
  } = {},
): Promise<PortalProcess> {
  const port = options.port ?? (await freePort());
  const services =
    options.services && 'urls' in options.services ? options.services.urls : options.services;
  // An undefined URL would silently start the embedded services on the repository's data.
  if (services && !(services.main && services.auth && services.pickup)) {
    throw new Error('startPortalProcess: services needs the main, auth and pickup URLs');
  }
  const upstream = services
    ? {
        MAIN_API_URL: services.main,
        AUTH_API_URL: services.auth,
        PICKUP_API_URL: services.pickup,
      }
    : {};
  // The same heap limits as `npm start` gives the portal (package.json).
  const heap = [
    `--max-old-space-size=${process.env.PORTAL_HEAP_MB ?? PORTAL_HEAP_MB}`,
    `--max-semi-space-size=${PORTAL_SEMI_SPACE_MB}`,
  ];
  const proc = spawn('node', [...heap, 'dist/server/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
      SIMULATOR: 'false',
      SESSION_SECRET: 'a-secret-the-portal-processes-share-0123456789',
      RATE_LIMIT_SCALE: '1000',
      ...upstream,
      ...options.env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const handle = child(proc);
  try {
    await waitForHealth(url, '/healthz', undefined, handle.exited);
  } catch (err) {
    await handle.stop(true);
    throw err;
  }
  return { ...handle, url, port };
}
