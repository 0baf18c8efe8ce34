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
  /** An infinite-scroll request for earlier pages: scroll items are prepended. */
  prepend?: boolean;
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
  | 'scrollProps'
> & {
    /** A partial reload that asks for deferred props only (the client's follow-up). */
    deferredLoad?: boolean;
  };

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

/** `path` is `prefix` or lies below it (`a.b.c` below `a.b`). */
const within = (path: string, prefix: string) =>
  path === prefix ||
  (path.length > prefix.length && path.startsWith(prefix) && path[prefix.length] === '.');

/**
 * Top-level keys with dots (`'auth.user': …`) unpacked into nested objects, as the client
 * reads them. The props come back as they are when no key has a dot.
 */
function unpackDots(all: Props): Props {
  let out: Props | undefined;
  for (const key in all) {
    if (!key.includes('.')) continue;
    out ??= { ...all };
    const value = out[key];
    delete out[key];
    const segments = key.split('.');
    const last = segments.pop()!;
    let at = out;
    for (const segment of segments) {
      const next = at[segment];
      at = at[segment] = isPlainObject(next) ? { ...next } : {};
    }
    at[last] = value;
  }
  return out ?? all;
}

interface Nested {
  path: string;
  segments: string[];
  prop: SpecialProp;
}

/** Special props below the top level, inside plain objects (not arrays), by their path. */
function findNested(value: unknown, segments: string[], found: Nested[]): void {
  if (!isPlainObject(value) || Object.isFrozen(value)) return;
  for (const key in value) {
    const inner = value[key];
    if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) continue;
    const at = [...segments, key];
    if (isSpecialProp(inner)) found.push({ path: at.join('.'), segments: at, prop: inner });
    else findNested(inner, at, found);
  }
}

/** A rescued prop whose computation failed: removed from the response after resolution. */
const RESCUED = Symbol('rescued');

/**
 * Decide which props a response carries and with which metadata, following the v3
 * protocol: partial reloads by only/except (dot paths) for the same component, deferred
 * and optional props left out of full responses, once props skipped when the client
 * already holds them, merge and scroll props announced unless the client asked to reset
 * them, and rescued props left out and listed when computing them fails. Wrapped props
 * work at any depth inside plain objects and are named by their dot path.
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
  const rescued: string[][] = [];
  const deferredAsked = new Set<string>();

  const named = (path: string) =>
    only.length > 0 && only.some((o) => within(path, o) || within(o, path));
  const listMerge = (
    path: string,
    mode: 'append' | 'prepend' | 'deep',
    matchOn: readonly string[],
  ) => {
    const list =
      mode === 'append'
        ? (out.mergeProps ??= [])
        : mode === 'prepend'
          ? (out.prependProps ??= [])
          : (out.deepMergeProps ??= []);
    list.push(path);
    for (const field of matchOn) (out.matchPropsOn ??= []).push(`${path}.${field}`);
  };

  /** Whether a wrapped prop at `path` is sent now; records its metadata either way. */
  const sends = (special: SpecialProp, path: string): boolean => {
    const asked = partial && named(path);
    if (!special.always) {
      if (partial && only.length > 0 && !asked) return false;
      if (partial && except.some((e) => within(path, e))) return false;
    }
    const once = special.once;
    const onceKey = once?.key ?? path;
    if (once) {
      (out.onceProps ??= {})[onceKey] = { prop: path, expiresAt: once.expiresAt };
      // The client holds it: neither deferred nor sent, unless asked for or made fresh.
      if (req.exceptOnce.includes(onceKey) && !asked && !once.fresh) return false;
    }
    if (asked && special.deferGroup) deferredAsked.add(path);
    if (!asked) {
      if (special.optional) return false;
      if (special.deferGroup && !partial) {
        ((out.deferredProps ??= {})[special.deferGroup] ??= []).push(path);
        if (special.merge && !req.reset.includes(path)) {
          listMerge(path, special.merge.mode, special.merge.matchOn);
        }
        return false;
      }
    }
    if (special.merge && !req.reset.includes(path)) {
      listMerge(path, special.merge.mode, special.merge.matchOn);
    }
    return true;
  };

  /** A rescued prop's value, or RESCUED when it failed and the app lets it be rescued. */
  const rescuing = (special: SpecialProp, path: string, segments: string[], paths: string[][]) =>
    Promise.resolve()
      .then(() => (paths.length ? pickPaths(special, paths) : settle(special)))
      .catch((err: unknown) => {
        if (!onRescue(err, path)) throw err;
        (out.rescuedProps ??= []).push(path);
        rescued.push(segments);
        return RESCUED;
      });

  /** Scroll props list their pages once their value is known. */
  const scrolled = (special: SpecialProp, path: string, value: unknown) => {
    const scroll = special.scroll!;
    const reset = req.reset.includes(path);
    (out.scrollProps ??= {})[path] = {
      pageName: scroll.pageName,
      ...scroll.pages(value),
      reset,
    };
    if (!reset)
      listMerge(`${path}.${scroll.items}`, req.prepend ? 'prepend' : 'append', scroll.matchOn);
    return value;
  };

  /** A wrapped prop's value, `paths` below it picked (all of it when none). */
  const wrapped = (special: SpecialProp, path: string, segments: string[], paths: string[][]) => {
    const value = special.rescue
      ? rescuing(special, path, segments, paths)
      : paths.length
        ? pickPaths(special, paths)
        : settle(special);
    return special.scroll
      ? value.then((v) => (v === RESCUED ? v : scrolled(special, path, v)))
      : value;
  };

  // Wrapped props inside plain objects: decided by their path; those not sent are pruned,
  // those sent are replaced by their pending value so the walk below only waits for them.
  let props = unpackDots(all);
  const nested: Nested[] = [];
  for (const key in props) {
    if (!isSpecialProp(props[key])) findNested(props[key], [key], nested);
  }
  const alwaysPaths: string[] = [];
  for (const { path, segments, prop } of nested) {
    if (!sends(prop, path)) {
      props = without(props, segments) as Props;
      continue;
    }
    if (prop.always && only.length > 0 && !named(path)) alwaysPaths.push(path);
    // A plain wrapped prop becomes its resolver, which the walk calls like any closure (no
    // promise for a value at hand); rescued and scroll props need their own handling.
    if (!prop.rescue && !prop.scroll) {
      props = replaced(props, segments, prop.resolve);
      continue;
    }
    const below = only
      .filter((o) => within(o, path) && o !== path)
      .map((o) => o.split('.').slice(segments.length));
    props = replaced(props, segments, wrapped(prop, path, segments, below));
  }
  const onlyPaths = alwaysPaths.length ? [...only, ...alwaysPaths] : only;

  for (const key in props) {
    let prop = props[key];
    const special: SpecialProp | undefined = isSpecialProp(prop) ? prop : undefined;
    const paths =
      onlyPaths.length > 0
        ? onlyPaths.filter((p) => topKey(p) === key).map((p) => p.split('.').slice(1))
        : NONE;
    if (special) {
      if (!sends(special, key)) continue;
      if (special.rescue || special.scroll) {
        const below = paths.filter((p) => p.length > 0);
        const picked = below.length === paths.length ? below : [];
        pending.push(
          wrapped(special, key, [key], picked).then((v) => {
            out.props[key] = v;
          }),
        );
        continue;
      }
      // Any other wrapped prop is, from here, a closure like any other.
      prop = special.resolve;
    } else if (key !== 'errors' && partial) {
      if (only.length > 0 && paths.length === 0) continue;
      if (except.includes(key)) continue;
    }
    if (paths.length > 0 && paths.every((p) => p.length > 0)) {
      pending.push(
        pickPaths(prop, paths).then((v) => {
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
  if (only.length > 0 && only.every((o) => deferredAsked.has(o))) out.deferredLoad = true;
  for (const segments of rescued) out.props = without(out.props, segments) as Props;
  for (const path of except.filter((p) => p.includes('.') && !alwaysAt(nested, p))) {
    out.props = without(out.props, path.split('.')) as Props;
  }
  return out;
}

/** An always prop sits at `path`: an except for it does not remove it. */
const alwaysAt = (nested: Nested[], path: string) =>
  nested.some((n) => n.path === path && n.prop.always);

/** `target` with `value` at `path`; copies along the path, never writes to `target`. */
function replaced(target: Props, path: string[], value: unknown): Props {
  const [head, ...rest] = path as [string, ...string[]];
  const copy = { ...target };
  copy[head] = rest.length === 0 ? value : replaced(target[head] as Props, rest, value);
  return copy;
}
