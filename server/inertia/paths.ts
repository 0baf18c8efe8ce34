import { isSpecialProp, type SpecialProp } from './props';
import { isPlainObject, settle, type Props } from './values';

/** Dot paths in props (`auth.user`): picking, removing and placing values by their path. */

export const topKey = (path: string) => path.split('.')[0] ?? path;

/** `path` is `prefix` or lies below it (`a.b.c` below `a.b`). */
export const within = (path: string, prefix: string) =>
  path === prefix ||
  (path.length > prefix.length && path.startsWith(prefix) && path[prefix.length] === '.');

/** Keep only the dot paths below a top-level prop (`auth.user` of `auth`). */
export async function pickPaths(prop: unknown, paths: string[][]): Promise<unknown> {
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
export function without(target: unknown, path: string[]): unknown {
  if (!isPlainObject(target) || path.length === 0) return target;
  const [head, ...rest] = path as [string, ...string[]];
  if (!(head in target)) return target;
  const copy = { ...target };
  if (rest.length === 0) delete copy[head];
  else copy[head] = without(target[head], rest);
  return copy;
}

/** `target` with `value` at `path`; copies along the path, never writes to `target`. */
export function replaced(target: Props, path: string[], value: unknown): Props {
  const [head, ...rest] = path as [string, ...string[]];
  const copy = { ...target };
  copy[head] = rest.length === 0 ? value : replaced(target[head] as Props, rest, value);
  return copy;
}

/**
 * Top-level keys with dots (`'auth.user': …`) unpacked into nested objects, as the client
 * reads them. The props come back as they are when no key has a dot.
 */
export function unpackDots(all: Props): Props {
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

export interface Nested {
  path: string;
  segments: string[];
  prop: SpecialProp;
}

/** Special props below the top level, inside plain objects (not arrays), by their path. */
export function findNested(value: unknown, segments: string[], found: Nested[]): void {
  if (!isPlainObject(value) || Object.isFrozen(value)) return;
  for (const key in value) {
    const inner = value[key];
    if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) continue;
    const at = [...segments, key];
    if (isSpecialProp(inner)) found.push({ path: at.join('.'), segments: at, prop: inner });
    else findNested(inner, at, found);
  }
}
