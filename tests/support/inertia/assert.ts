/**
 * Fluent assertions on an Inertia page object, after inertia-laravel's AssertableInertia:
 * props by dot path (`has`, `where`, `missing`, counts, nested scopes), errors by bag,
 * flash and toasts, component, URL and version. Every check goes through Vitest's `expect`,
 * so a failure prints a diff, and its message starts with the prop's full path.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { PageObject } from '../../../server/inertia';
import { describeValue, isRecord, joinPath, keysAt, lookup } from './paths';

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

export interface PageChecks {
  /** The folder of the page components (`<dir>/<component>.tsx`); false skips the check. */
  pagesDir: string | false;
}

const PAGE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

/** An answer the visitor received: its page object when it carried one, and its checks. */
export class AssertablePage extends PropScope {
  constructor(
    /** The page object as the server sent it (undefined for an answer that is not a page). */
    readonly page: PageObject | undefined,
    /** The HTTP status of the final answer. */
    readonly status: number,
    /** Where the visit was sent on the way (each redirect's target, in order). */
    readonly redirects: string[],
    /** The final answer's body as text (HTML, JSON or other). */
    readonly text: string,
    /** The final answer's headers. */
    readonly headers: Record<string, string | string[] | undefined>,
    private readonly checks: PageChecks,
  ) {
    super(page?.props, '', page ? page.component : 'not a page');
    if (page) this.page = page;
  }

  private ensurePage(): PageObject {
    if (!this.page) {
      expect.fail(
        `expected an Inertia page, got status ${this.status} (${String(this.headers['content-type'] ?? 'no content type')}): ${this.text.slice(0, 300)}`,
      );
    }
    return this.page;
  }

  override prop<T = unknown>(path = ''): T {
    this.ensurePage();
    return super.prop<T>(path);
  }

  /** The page object as the server sent it; fails when the answer was not a page. */
  get object(): PageObject {
    return this.ensurePage();
  }

  /** All props (the root scope's value). */
  get props(): PageObject['props'] {
    return this.ensurePage().props;
  }

  /** The page's component, and that its file exists under the pages folder. */
  component(name: string, options: { fileExists?: boolean } = {}): this {
    const page = this.ensurePage();
    expect(page.component, `component (status ${this.status})`).toBe(name);
    const dir = this.checks.pagesDir;
    if (dir !== false && options.fileExists !== false) {
      const files = PAGE_EXTENSIONS.map((ext) => join(dir, `${name}${ext}`));
      expect(
        files.some((file) => existsSync(file)),
        `component ${name}: no page file ${join(dir, name)}.tsx`,
      ).toBe(true);
    }
    return this;
  }

  /** The HTTP status of the final answer. */
  hasStatus(status: number): this {
    expect(this.status, `status (body: ${this.text.slice(0, 200)})`).toBe(status);
    return this;
  }

  /** The page's URL (path and query), exactly or by pattern. */
  url(expected: string | RegExp): this {
    const { url } = this.ensurePage();
    if (typeof expected === 'string') expect(url, 'page url').toBe(expected);
    else expect(url, 'page url').toMatch(expected);
    return this;
  }

  /** The page's asset version. */
  version(expected: string | null): this {
    expect(this.ensurePage().version, 'page version').toBe(expected);
    return this;
  }

  /** The visit was redirected, last to `path` (its pathname, or path and query when `path` has one). */
  redirectedTo(path: string): this {
    expect(
      this.redirects.length,
      `redirects: expected one to ${path}, none happened`,
    ).toBeGreaterThan(0);
    const last = new URL(this.redirects.at(-1)!, 'http://x');
    const actual = path.includes('?') ? last.pathname + last.search : last.pathname;
    expect(actual, 'redirected to').toBe(path);
    return this;
  }

  /** The visit was answered where it was sent, without a redirect. */
  notRedirected(): this {
    expect(this.redirects, 'redirects').toEqual([]);
    return this;
  }

  private errorsIn(bag?: string): Record<string, unknown> {
    const all = (this.ensurePage().props.errors ?? {}) as Record<string, unknown>;
    if (!bag) return all;
    const inBag = all[bag];
    return isRecord(inBag) ? inBag : {};
  }

  /**
   * The page shows these errors (in `bag` when named): a list of fields that have one, or
   * field → message (a string is the exact message, a RegExp matches it). Other fields may
   * have errors too; `errorsExactly` says they may not.
   */
  hasErrors(expected: string[] | Record<string, string | RegExp>, bag?: string): this {
    const errors = this.errorsIn(bag);
    const label = `errors${bag ? ` in bag ${bag}` : ''}`;
    if (Array.isArray(expected)) {
      for (const field of expected) {
        expect(Object.keys(errors), `${label}: expected an error for ${field}`).toContain(field);
      }
      return this;
    }
    for (const [field, message] of Object.entries(expected)) {
      expect(Object.keys(errors), `${label}: expected an error for ${field}`).toContain(field);
      if (typeof message === 'string') expect(errors[field], `${label} › ${field}`).toBe(message);
      else expect(errors[field], `${label} › ${field}`).toMatch(message);
    }
    return this;
  }

  /** Exactly these errors (in `bag` when named). */
  errorsExactly(expected: Record<string, unknown>, bag?: string): this {
    expect(this.errorsIn(bag), `errors${bag ? ` in bag ${bag}` : ''}`).toEqual(expected);
    return this;
  }

  /** No errors at all, or none in `bag`. */
  hasNoErrors(bag?: string): this {
    expect(this.errorsIn(bag), `errors${bag ? ` in bag ${bag}` : ''}`).toEqual({});
    return this;
  }

  /** The errors (of `bag` when named), to read. */
  errors(bag?: string): Record<string, string> {
    return this.errorsIn(bag) as Record<string, string>;
  }

  /** The page's flash holds `path` (equal to `expected` when given). */
  flash(path: string, expected?: unknown): this {
    const scope = new PropScope(this.ensurePage().flash ?? {}, '', `${this.label} flash`);
    if (arguments.length > 1) scope.where(path, expected);
    else scope.prop(path);
    return this;
  }

  /** The page's flash does not hold `path`. */
  missingFlash(path: string): this {
    new PropScope(this.ensurePage().flash ?? {}, '', `${this.label} flash`).missing(path);
    return this;
  }

  /** The toasts the page shows (flash.toasts), to read. */
  get toastList(): Toast[] {
    const flash = (this.ensurePage().flash ?? {}) as { toasts?: Toast[] };
    return flash.toasts ?? [];
  }

  /**
   * The page shows exactly these toasts, in order: each a message (exact string or
   * RegExp) or a partial toast (`{ status: 'error' }`).
   */
  toasts(...expected: Array<string | RegExp | Partial<Toast>>): this {
    expect(this.toastList, 'toasts').toEqual(expected.map(toastMatcher));
    return this;
  }

  /** Among the page's toasts is one like `expected`. */
  hasToast(expected: string | RegExp | Partial<Toast>): this {
    expect(this.toastList, 'toasts').toContainEqual(toastMatcher(expected));
    return this;
  }

  /** The page shows no toast. */
  hasNoToasts(): this {
    expect(this.toastList, 'toasts').toEqual([]);
    return this;
  }

  /** The groups of deferred props the page lists (`{ default: ['stats', 'table'] }`). */
  deferred(expected: Record<string, string[]> | undefined): this {
    expect(this.ensurePage().deferredProps, 'deferredProps').toEqual(expected);
    return this;
  }

  /** The props whose loading failed and was rescued. */
  rescued(expected: string[] | undefined): this {
    expect(this.ensurePage().rescuedProps, 'rescuedProps').toEqual(expected);
    return this;
  }

  /** Any other field of the page object (`mergeProps`, `onceProps`, `scrollProps`, `clearHistory` …). */
  pageField<K extends keyof PageObject>(field: K, expected: PageObject[K] | unknown): this {
    expect(this.ensurePage()[field], `page ${String(field)}`).toEqual(expected);
    return this;
  }
}

function toastMatcher(expected: string | RegExp | Partial<Toast>): unknown {
  if (typeof expected === 'string') return expect.objectContaining({ message: expected });
  if (expected instanceof RegExp)
    return expect.objectContaining({ message: expect.stringMatching(expected) });
  return expect.objectContaining(expected);
}
