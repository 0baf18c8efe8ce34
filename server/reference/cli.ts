import { z } from 'zod';
import { startReferenceServices } from './index';
import { runCli } from './run-cli';

/** `npm run services`: only the reference services, on fixed ports, until stopped. */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const port = z.coerce.number().int().min(1).max(65535);

const envSchema = z.object({
  MAIN_PORT: port.default(4001),
  AUTH_PORT: port.default(4002),
  PICKUP_PORT: port.default(4003),
  REFERENCE_DB: z.string().min(1).default('data/reference.sqlite'),
  SIMULATOR: bool.default(true),
  SIMULATOR_INTERVAL_MS: z.coerce.number().int().positive().default(60000),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** The portal the consignees' tracking links point to. */
  PORTAL_URL: z.url().default('http://localhost:3000'),
});

runCli(envSchema, async (env) => {
  const services = await startReferenceServices({
    dbFile: env.REFERENCE_DB,
    simulator: env.SIMULATOR ? { intervalMs: env.SIMULATOR_INTERVAL_MS } : false,
    log: (line) => console.log(`[reference] ${line}`),
    ports: { main: env.MAIN_PORT, auth: env.AUTH_PORT, pickup: env.PICKUP_PORT },
    production: env.NODE_ENV === 'production',
    portalUrl: env.PORTAL_URL,
  });
  console.log(`main API        ${services.urls.main}`);
  console.log(`auth service    ${services.urls.auth}`);
  console.log(`pickup service  ${services.urls.pickup}`);
  console.log(`database        ${env.REFERENCE_DB}`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void services.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
});
