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
  'deferredProps' | 'mergeProps' | 'prependProps' | 'deepMergeProps' | 'matchPropsOn' | 'onceProps'
>;

const topKey = (path: string) => path.split('.')[0] ?? path;

async function value(prop: unknown): Promise<unknown> {
  if (isSpecialProp(prop)) return prop.resolve();
  if (typeof prop === 'function') return (prop as () => unknown)();
  return prop;
}

const isPlainObject = (v: unknown): v is Props =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

/** Closures nested in plain objects are resolved too, so a prop can be lazy at any depth. */
async function deep(v: unknown): Promise<unknown> {
  const resolved = await value(v);
  if (Array.isArray(resolved)) return Promise.all(resolved.map(deep));
  if (!isPlainObject(resolved)) return resolved;
  const entries = await Promise.all(
    Object.entries(resolved).map(async ([k, inner]) => [k, await deep(inner)] as const),
  );
  return Object.fromEntries(entries);
}

/** Keep only the dot paths below a top-level prop (`auth.user` of `auth`). */
async function pickPaths(prop: unknown, paths: string[][]): Promise<unknown> {
  if (paths.some((p) => p.length === 0)) return deep(prop);
  const resolved = await value(prop);
  if (!isPlainObject(resolved)) return deep(resolved);
  const out: Props = {};
  for (const [key, inner] of Object.entries(resolved)) {
    const below = paths.filter((p) => p[0] === key).map((p) => p.slice(1));
    if (below.length) out[key] = await pickPaths(inner, below);
  }
  return out;
}

function forgetPath(target: unknown, path: string[]): void {
  if (!isPlainObject(target) || path.length === 0) return;
  const [head, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) delete target[head];
  else forgetPath(target[head], rest);
}

/**
 * Decide which props a response carries and with which metadata, following the v3
 * protocol: partial reloads by only/except (dot paths) for the same component, deferred
 * and optional props left out of full responses, once props skipped when the client
 * already holds them, merge props announced unless the client asked to reset them.
 */
export async function resolveProps(all: Props, req: PropRequest): Promise<ResolvedProps> {
  const partial = req.partialComponent === req.component;
  const only = partial ? req.only : [];
  const except = partial ? req.except : [];
  const out: ResolvedProps = { props: {} };
  const pending: Array<Promise<void>> = [];

  for (const [key, prop] of Object.entries(all)) {
    const special: SpecialProp | undefined = isSpecialProp(prop) ? prop : undefined;
    const onlyPaths = only.filter((p) => topKey(p) === key).map((p) => p.split('.').slice(1));
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
    pending.push(
      (named ? pickPaths(prop, onlyPaths) : deep(prop)).then((v) => {
        out.props[key] = v;
      }),
    );
  }
  await Promise.all(pending);
  for (const path of except.filter((p) => p.includes('.'))) {
    forgetPath(out.props, path.split('.'));
  }
  return out;
}
