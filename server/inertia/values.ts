import { isSpecialProp } from './props';

/** Computing a prop's value: closures called, promises awaited, at any depth. */

export type Props = Record<string, unknown>;

export const isPlainObject = (v: unknown): v is Props =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

const isThenable = (v: unknown): v is PromiseLike<unknown> =>
  typeof v === 'object' && v !== null && typeof (v as { then?: unknown }).then === 'function';

/** A value still being computed; its promise gives the value fully resolved. */
const LATER = Symbol('later');
interface Later {
  readonly [LATER]: Promise<unknown>;
}
const isLater = (v: unknown): v is Later => typeof v === 'object' && v !== null && LATER in v;

function later(pending: PromiseLike<unknown>): Later {
  return { [LATER]: Promise.resolve(pending).then(settle) };
}

/** The value with every lazy part inside it computed and awaited. */
export async function settle(v: unknown): Promise<unknown> {
  const pending: Array<Promise<void>> = [];
  const out = resolveNow(v, pending);
  if (isLater(out)) return out[LATER];
  await Promise.all(pending);
  return out;
}

/**
 * `v` computed: `done` gets the value at once when nothing in it waits (no promise made),
 * else a promise that calls `done` is put in `pending`.
 */
export function settleInto(
  v: unknown,
  pending: Array<Promise<void>>,
  done: (value: unknown) => void,
): void {
  const value = resolveNow(v, pending);
  if (isLater(value)) pending.push(value[LATER].then(done));
  else done(value);
}

/**
 * Resolves a prop synchronously wherever it can: plain data comes back as it is (the same
 * object, nothing copied), closures are called, and only a promise waits. A container is
 * copied only when something inside it changes (a closure or a promise), so no value the
 * caller holds (the session's accounts, a cached list) is ever written to. The copy's
 * slots that wait for a promise are filled by the promises put in `pending`.
 *
 * A frozen object or array is final data (the route table for Ziggy): sent as it is,
 * not walked.
 */
function resolveNow(v: unknown, pending: Array<Promise<void>>): unknown {
  let value = v;
  if (isSpecialProp(value)) value = value.resolve();
  else if (typeof value === 'function') value = (value as () => unknown)();
  if (typeof value !== 'object' || value === null) return value;
  if (isThenable(value)) return later(value);
  if (Object.isFrozen(value)) return value;
  if (Array.isArray(value)) return resolveItems(value as unknown[], pending);
  if (isPlainObject(value)) return resolveFields(value, pending);
  return value;
}

/** Whether `inner` may hold something to compute: anything but a primitive. */
const mayChange = (inner: unknown) =>
  typeof inner === 'function' || (typeof inner === 'object' && inner !== null);

type Slots = Record<string | number, unknown>;

/** Puts `out` (the resolved value of a slot) into `target[key]`, now or once it settles. */
function place(target: Slots, key: string | number, out: unknown, pending: Array<Promise<void>>) {
  if (isLater(out)) {
    pending.push(
      out[LATER].then((v) => {
        target[key] = v;
      }),
    );
  } else {
    target[key] = out;
  }
}

/*
 * The walks over a list and over an object are written out rather than shared through a
 * key list and a copy callback: a list page walks every row and its parts, and those two
 * allocations per object were a fifth of what a My Shipments visit allocated.
 */
function resolveItems(list: unknown[], pending: Array<Promise<void>>): unknown[] {
  let copy: unknown[] | undefined;
  for (let i = 0; i < list.length; i++) {
    const inner = list[i];
    if (!mayChange(inner)) continue;
    const out = resolveNow(inner, pending);
    if (out !== inner) place((copy ??= list.slice()) as unknown as Slots, i, out, pending);
  }
  return copy ?? list;
}

function resolveFields(fields: Props, pending: Array<Promise<void>>): Props {
  let copy: Props | undefined;
  for (const key in fields) {
    const inner = fields[key];
    if (!mayChange(inner)) continue;
    const out = resolveNow(inner, pending);
    if (out !== inner) place((copy ??= { ...fields }), key, out, pending);
  }
  return copy ?? fields;
}
