/** Dot paths into props: `table.rows.0.id` walks objects by key and arrays by index. */

export type Lookup = { found: true; value: unknown } | { found: false; missingAt: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export const splitPath = (path: string): string[] => (path === '' ? [] : path.split('.'));

export const joinPath = (prefix: string, path: string): string =>
  prefix && path ? `${prefix}.${path}` : prefix || path;

/** The value at `path`, or where the path stops (the first segment that is not there). */
export function lookup(root: unknown, path: string): Lookup {
  let value = root;
  const walked: string[] = [];
  for (const key of splitPath(path)) {
    walked.push(key);
    if (!isRecord(value) || !Object.prototype.hasOwnProperty.call(value, key)) {
      return { found: false, missingAt: walked.join('.') };
    }
    value = (value as Record<string, unknown>)[key];
  }
  return { found: true, value };
}

/** The keys of what is at `path` (for messages saying what is there instead). */
export function keysAt(root: unknown, path: string): string[] {
  const at = lookup(root, path);
  if (!at.found || !isRecord(at.value)) return [];
  return Object.keys(at.value);
}

/** Sets `value` at `path`, creating plain objects on the way. */
export function setPath(root: Record<string, unknown>, path: string, value: unknown): void {
  const keys = splitPath(path);
  const last = keys.pop();
  if (last === undefined) return;
  let target: Record<string, unknown> = root;
  for (const key of keys) {
    const next = target[key];
    if (!isRecord(next)) target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
  target[last] = value;
}

/** Plain objects merged key by key; anything else is replaced. */
export function deepMerge(into: unknown, from: unknown): unknown {
  if (!isRecord(into) || !isRecord(from) || Array.isArray(into) || Array.isArray(from)) {
    return from;
  }
  const out: Record<string, unknown> = { ...into };
  for (const [key, value] of Object.entries(from)) out[key] = deepMerge(out[key], value);
  return out;
}

export const describeValue = (value: unknown): string => {
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (value === null) return 'null';
  if (isRecord(value)) return `an object with keys [${Object.keys(value).join(', ')}]`;
  return `${typeof value} ${JSON.stringify(value)}`;
};

export { isRecord };
