/** The server half of the Inertia v3 protocol, for Express (ARCHITECTURE.md decision 1). */
export {
  encryptHistory,
  inertia,
  inertiaFallback,
  markAnsweredNothing,
  type InertiaOptions,
  type InertiaResponse,
} from './middleware';
export { isInertia, isPartialReload, isPrefetch } from './headers';
export { pageJson, pageScript, pageScriptOf, type PageObject } from './page';
export { RawJson, rawJson } from './raw-json';
export {
  always,
  deepMerge,
  defer,
  merge,
  once,
  optional,
  prepend,
  scroll,
  type DeferOptions,
  type OnceOptions,
  type ScrollOptions,
  type ScrollPages,
} from './props';
export type { Props } from './values';
export {
  clearHistory,
  flash,
  pendingFlash,
  preserveFragment,
  withErrors,
  type FieldErrors,
} from './session-state';
