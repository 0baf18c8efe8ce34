import type { PageObject } from './page';
import { isSpecialProp, type SpecialProp } from './props';

export type Props = Record<string, unknown>;

/** What the client asked for, read from the X-Inertia-* headers of one request. */
export interface PropRequest {
  component: string;
  /** X-Inertia-Partial-Component: a partial reload applies only to the same component. */
  partialComponent?: string;
  only: string[];
  except: string[];
  reset: string[];
  exceptOnce: string[];
}

/** The props, and the page-object metadata about them (each key only when it applies). */
export type ResolvedProps = { props: Props } & Pick<
  PageObject,
  | 'deferredProps'
  | 'rescuedProps'
  | 'mergeProps'
  | 'prependProps'
  | 'deepMergeProps'
  | 'matchPropsOn'
  | 'onceProps'
>;

/**
 * Told of each failure of a rescued prop; answering false lets the failure end the whole
 * response after all (a failure the app handles for every page alike, say).
 */
export type RescueHandler = (err: unknown, key: string) => boolean;

const topKey = (path: string) => path.split('.')[0] ?? path;
const NONE: string[][] = [];

const isPlainObject = (v: unknown): v is Props =>
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
async function settle(v: unknown): Promise<unknown> {
  const pending: Array<Promise<void>> = [];
  const out = resolveNow(v, pending);
  if (isLater(out)) return out[LATER];
  await Promise.all(pending);
  return out;
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
  if (Array.isArray(value)) {
    const list = value as unknown[];
    return resolveEntries(list as unknown as Slots, list.keys(), () => list.slice(), pending);
  }
  if (isPlainObject(value)) {
    return resolveEntries(value, Object.keys(value), () => ({ ...value }), pending);
  }
  return value;
}

type Slots = Record<string | number, unknown>;

function resolveEntries(
  container: Slots,
  keys: Iterable<string | number>,
  copyOf: () => object,
  pending: Array<Promise<void>>,
): unknown {
  let copy: Slots | undefined;
  for (const key of keys) {
    const inner = container[key];
    if (typeof inner !== 'function' && (typeof inner !== 'object' || inner === null)) continue;
    const out = resolveNow(inner, pending);
    if (out === inner) continue;
    const target = (copy ??= copyOf() as Slots);
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
  return copy ?? container;
}

/** Keep only the dot paths below a top-level prop (`auth.user` of `auth`). */
async function pickPaths(prop: unknown, paths: string[][]): Promise<unknown> {
  if (paths.some((p) => p.length === 0)) return settle(prop);
  let resolved = prop;
  if (isSpecialProp(resolved)) resolved = await resolved.resolve();
  else if (typeof resolved === 'function') resolved = await (resolved as () => unknown)();
  else resolved = await resolved;
  if (!isPlainObject(resolved)) return settle(resolved);
  const out: Props = {};
  for (const [key, inner] of Object.entries(resolved)) {
    const below = paths.filter((p) => p[0] === key).map((p) => p.slice(1));
    if (below.length) out[key] = await pickPaths(inner, below);
  }
  return out;
}

/** `target` without the value at `path`; copies along the path, never writes to `target`. */
function without(target: unknown, path: string[]): unknown {
  if (!isPlainObject(target) || path.length === 0) return target;
  const [head, ...rest] = path as [string, ...string[]];
  if (!(head in target)) return target;
  const copy = { ...target };
  if (rest.length === 0) delete copy[head];
  else copy[head] = without(target[head], rest);
  return copy;
}

/**
 * Decide which props a response carries and with which metadata, following the v3
 * protocol: partial reloads by only/except (dot paths) for the same component, deferred
 * and optional props left out of full responses, once props skipped when the client
 * already holds them, merge props announced unless the client asked to reset them, and
 * rescued props left out and listed when computing them fails.
 */
export async function resolveProps(
  all: Props,
  req: PropRequest,
  onRescue: RescueHandler = () => true,
): Promise<ResolvedProps> {
  const partial = req.partialComponent === req.component;
  const only = partial ? req.only : [];
  const except = partial ? req.except : [];
  const out: ResolvedProps = { props: {} };
  const pending: Array<Promise<void>> = [];

  for (const key in all) {
    const prop = all[key];
    const special: SpecialProp | undefined = isSpecialProp(prop) ? prop : undefined;
    const onlyPaths =
      only.length > 0
        ? only.filter((p) => topKey(p) === key).map((p) => p.split('.').slice(1))
        : NONE;
    const named = onlyPaths.length > 0;
    const forced = key === 'errors' || special?.always === true;

    if (partial && only.length > 0 && !named && !forced) continue;
    if (partial && except.includes(key) && !forced) continue;
    if (!partial || !named) {
      if (special?.optional) continue;
      if (special?.deferGroup && !partial) {
        ((out.deferredProps ??= {})[special.deferGroup] ??= []).push(key);
        continue;
      }
    }
    if (special?.once) {
      (out.onceProps ??= {})[key] = { prop: key, expiresAt: special.once.expiresAt };
      if (req.exceptOnce.includes(key) && !named) continue;
    }
    if (special?.merge && !req.reset.includes(key)) {
      const list =
        special.merge.mode === 'append'
          ? (out.mergeProps ??= [])
          : special.merge.mode === 'prepend'
            ? (out.prependProps ??= [])
            : (out.deepMergeProps ??= []);
      list.push(key);
      for (const field of special.merge.matchOn) (out.matchPropsOn ??= []).push(`${key}.${field}`);
    }
    if (special?.rescue) {
      pending.push(
        Promise.resolve()
          .then(() => (named ? pickPaths(prop, onlyPaths) : settle(prop)))
          .then(
            (v) => {
              out.props[key] = v;
            },
            (err: unknown) => {
              if (!onRescue(err, key)) throw err;
              (out.rescuedProps ??= []).push(key);
            },
          ),
      );
      continue;
    }
    if (named) {
      pending.push(
        pickPaths(prop, onlyPaths).then((v) => {
          out.props[key] = v;
        }),
      );
      continue;
    }
    const value = resolveNow(prop, pending);
    if (isLater(value)) {
      pending.push(
        value[LATER].then((v) => {
          out.props[key] = v;
        }),
      );
    } else {
      out.props[key] = value;
    }
  }
  if (pending.length > 0) await Promise.all(pending);
  for (const path of except.filter((p) => p.includes('.'))) {
    out.props = without(out.props, path.split('.')) as Props;
  }
  return out;
}
