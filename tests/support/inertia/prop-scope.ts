import { expect } from 'vitest';
import { describeValue, isRecord, joinPath, keysAt, lookup } from './paths';

/**
 * Fluent assertions on props below one dot path, after inertia-laravel's AssertableInertia:
 * `has`, `where`, `missing`, counts and nested scopes. Every check goes through Vitest's
 * `expect`, so a failure prints a diff, and its message starts with the prop's full path.
 */
/** A value, or a check of it (`true` passes): `where('total', (n) => n > 3)`. */
export type Expected = unknown | ((value: never) => boolean);

type ScopeFn = (scope: PropScope) => void;

/** One toast as the portal shows it (flash.toasts). */
export interface Toast {
  message: string;
  status: string;
}

/** Assertions on the props below one dot path (the whole props at the root). */
export class PropScope {
  constructor(
    /** What the paths of this scope are read from. */
    readonly value: unknown,
    /** The dot path of this scope from the props' root ('' at the root). */
    readonly path = '',
    /** Named in every message: the component the props belong to. */
    protected readonly label = 'props',
  ) {}

  protected where_(path: string): string {
    return `${this.label} › ${joinPath(this.path, path) || '(root)'}`;
  }

  /** The value at `path` (fails, naming the path, when it is not there). */
  prop<T = unknown>(path = ''): T {
    const at = lookup(this.value, path);
    if (!at.found) {
      const parent = at.missingAt.split('.').slice(0, -1).join('.');
      const there = lookup(this.value, parent);
      expect.fail(
        `${this.where_(path)}: missing (${joinPath(this.path, at.missingAt)} is not there; ` +
          `${joinPath(this.path, parent) || 'the root'} is ${there.found ? describeValue(there.value) : 'missing'})`,
      );
    }
    return at.value as T;
  }

  /**
   * The prop at `path` exists; with a count, it has that many entries; with a callback,
   * the callback checks it as a scope (the first entry's when a count is given, as in
   * inertia-laravel's `has('rows', 10, row => …)`).
   */
  has(path: string, countOrScope?: number | ScopeFn, scope?: ScopeFn): this {
    const value = this.prop(path);
    let fn = typeof countOrScope === 'function' ? countOrScope : scope;
    if (typeof countOrScope === 'number') {
      this.count(path, countOrScope);
      if (fn) {
        const inner = fn;
        const first = Array.isArray(value) ? '0' : Object.keys(value as object)[0];
        expect(first, `${this.where_(path)}: has no first entry to check`).toBeDefined();
        inner(
          new PropScope(
            this.prop(joinPath(path, first!)),
            joinPath(this.path, joinPath(path, first!)),
            this.label,
          ),
        );
        fn = undefined;
      }
    }
    if (fn) fn(new PropScope(value, joinPath(this.path, path), this.label));
    return this;
  }

  /** Each of these paths exists. */
  hasAll(...paths: string[]): this {
    for (const path of paths.flat()) this.prop(path);
    return this;
  }

  /** The prop at `path` has `count` entries (array items or object keys). */
  count(path: string, count: number): this {
    const value = this.prop(path);
    expect(
      isRecord(value),
      `${this.where_(path)}: expected an array or object to count, got ${describeValue(value)}`,
    ).toBe(true);
    const size = Array.isArray(value) ? value.length : Object.keys(value as object).length;
    expect(size, `${this.where_(path)}: number of entries`).toBe(count);
    return this;
  }

  /**
   * The prop at `path` equals `expected` (deeply; asymmetric matchers such as
   * `expect.any(Number)` work), or passes the check when `expected` is a function.
   */
  where(path: string, expected: Expected): this {
    const value = this.prop(path);
    if (typeof expected === 'function') {
      const passed = (expected as (value: unknown) => boolean)(value);
      expect(passed, `${this.where_(path)}: ${JSON.stringify(value)} fails the check`).not.toBe(
        false,
      );
    } else {
      expect(value, this.where_(path)).toEqual(expected);
    }
    return this;
  }

  /** Each key of `values` is a path whose prop equals its value. */
  whereAll(values: Record<string, unknown>): this {
    for (const [path, expected] of Object.entries(values)) this.where(path, expected);
    return this;
  }

  /** The prop at `path` contains `subset` (objects by their listed keys, as `toMatchObject`). */
  whereMatch(path: string, subset: Record<string, unknown> | unknown[]): this {
    expect(this.prop(path), this.where_(path)).toMatchObject(subset);
    return this;
  }

  /** The prop at `path` is of this type: 'string', 'number', 'boolean', 'null', 'array', 'object'. */
  whereType(
    path: string,
    type: 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object',
  ): this {
    const value = this.prop(path);
    const actual =
      value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as string);
    expect(actual, `${this.where_(path)}: type`).toBe(type);
    return this;
  }

  /** None of these paths exists. */
  missing(...paths: string[]): this {
    for (const path of paths.flat()) {
      const at = lookup(this.value, path);
      expect(
        at.found ? at.value : undefined,
        `${this.where_(path)}: expected to be missing, but it is there`,
      ).toBeUndefined();
      expect(at.found, `${this.where_(path)}: expected to be missing, but it is there`).toBe(false);
    }
    return this;
  }

  /** Exactly these keys at `path` (in any order). */
  keys(path: string, keys: string[]): this {
    this.prop(path);
    expect(keysAt(this.value, path).sort(), `${this.where_(path)}: keys`).toEqual([...keys].sort());
    return this;
  }

  /** Checks every entry at `path` as a scope of its own. */
  each(path: string, fn: ScopeFn): this {
    const value = this.prop(path);
    expect(
      isRecord(value),
      `${this.where_(path)}: expected entries, got ${describeValue(value)}`,
    ).toBe(true);
    for (const key of Object.keys(value as object)) {
      const inner = joinPath(path, key);
      fn(new PropScope(this.prop(inner), joinPath(this.path, inner), this.label));
    }
    return this;
  }

  /** Runs `fn` on this scope (for checks the fluent methods do not cover). */
  tap(fn: (value: unknown) => void): this {
    fn(this.value);
    return this;
  }
}
