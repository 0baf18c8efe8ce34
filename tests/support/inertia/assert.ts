import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { PageObject } from '../../../server/inertia';
import { isRecord } from './paths';
import { PropScope, type Toast } from './prop-scope';

/**
 * Fluent assertions on an Inertia page object: its props (a `PropScope` at the root), errors
 * by bag, flash and toasts, component, URL and version.
 */
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
