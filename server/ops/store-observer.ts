import type session from 'express-session';

export type StoreOperation = 'get' | 'set' | 'touch' | 'destroy';

/** Told when an operation starts; the function returned is called when it ends. */
export type StoreObserver = (operation: StoreOperation) => (failed: boolean) => void;

const OPERATIONS: StoreOperation[] = ['get', 'set', 'touch', 'destroy'];
type Callback = (err?: unknown, ...rest: unknown[]) => void;
type Method = (this: session.Store, ...args: unknown[]) => unknown;

const observed = new WeakSet<session.Store>();

/**
 * Wraps the store's own methods, whatever the store (SQLite, Redis, memory), so each
 * operation is measured and traced from express-session's call to its callback. A store
 * shared by several portals in one process (tests) is wrapped once, by the first.
 */
export function observeStore(store: session.Store, observers: StoreObserver[]): void {
  if (!observers.length || observed.has(store)) return;
  observed.add(store);
  const methods = store as unknown as Record<StoreOperation, Method | undefined>;
  for (const operation of OPERATIONS) {
    const original = methods[operation];
    if (typeof original !== 'function') continue;
    methods[operation] = function (this: session.Store, ...args: unknown[]) {
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback !== 'function') return original.apply(this, args);
      const ends = observers.map((observe) => observe(operation));
      args[last] = ((err?: unknown, ...rest: unknown[]) => {
        for (const end of ends) end(Boolean(err));
        (callback as Callback)(err, ...rest);
      }) satisfies Callback;
      return original.apply(this, args);
    };
  }
}
