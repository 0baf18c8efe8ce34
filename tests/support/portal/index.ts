/**
 * The portal in-process, as the server tests and the in-process robustness suites start
 * it: `startPortal(options)` is the one way (docs/testing.md, "Starting a portal").
 */
export {
  startPortal,
  type Portal,
  type PortalOptions,
  type Service,
  type ServiceUrls,
} from './start-portal';
export { TEST_VERSION, testAssets } from './test-assets';
export { editSessions, editSignedInSessions, signedInSessions } from './sessions';
