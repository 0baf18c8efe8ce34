/**
 * The portal and the reference services as real processes on loopback, for the suites and
 * benchmarks that need a whole process: crash and restart, memory, several portals behind
 * one store, load. The portal runs from the production build (`dist/server/main.js`).
 */
export { ensureBuild, PORTAL_HEAP_MB, PORTAL_RSS_BUDGET_MB, PORTAL_SEMI_SPACE_MB } from './build';
export { freePort, waitForHealth, type Child } from './child';
export {
  Browser,
  deliveryAddressIn,
  DEMO_USER,
  pageOf,
  type AddressOption,
  type Page,
} from './fetch-browser';
export {
  startPortalProcess,
  startServices,
  type PortalProcess,
  type ServicesProcess,
  type ServiceUrls,
} from './portal-process';
export { REDIS_SERVER, startRedis, type RedisProcess } from './redis';
export { Scratch } from './scratch';
export { importScreen, manyRowsFile, uploadAndCheck } from './shipment-import';
export { SHARED_SECRET, twoPortalsOnRedis } from './two-portals';
