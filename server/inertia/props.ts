/**
 * Prop wrappers of the Inertia v3 protocol. A plain value or function is an ordinary
 * prop; the wrappers change when a prop is sent (deferred, optional, once, always) or
 * how the client combines it with what it already holds (merge, prepend, deep merge,
 * scroll). They work at any depth inside plain objects: the page object names them by
 * their dot path (`auth.notifications`).
 */

export type Resolver<T = unknown> = () => T | Promise<T>;

type MergeMode = 'append' | 'prepend' | 'deep';

const KIND = Symbol('inertia-prop');

/** How a once prop is kept by the client. */
export interface OnceOptions {
  /** The name the client keeps it under (shared by pages that send the same data). */
  key?: string;
  /** When the client's copy stops being good: a date, or seconds from now. */
  expiresAt?: Date;
  ttlSeconds?: number;
  /** Send it even though the client holds it (the data changed, say). */
  fresh?: boolean;
}

/** Where an infinite-scroll page stands, read from the resolved value. */
export interface ScrollPages {
  currentPage: number | string | null;
  nextPage: number | string | null;
  previousPage: number | string | null;
}

export interface ScrollOptions<T> {
  /** The query parameter of the page number (`page`). */
  pageName?: string;
  /** Path of the list inside the value that pages add to (`data`). */
  items?: string;
  /** Match items on these fields of theirs when merging (ids). */
  matchOn?: string[];
  /** Where the value stands among its pages. */
  pages(value: T): ScrollPages;
}

export interface SpecialProp<T = unknown> {
  readonly [KIND]: true;
  readonly resolve: Resolver<T>;
  /** Sent only when a partial reload asks for it by name. */
  readonly optional?: boolean;
  /** Left out of the first response and fetched afterwards, in this group. */
  readonly deferGroup?: string;
  /**
   * A failure to compute it leaves it out and lists it in `rescuedProps` (the client's
   * `<Deferred rescue>` shows its own state) instead of failing the whole response.
   */
  readonly rescue?: boolean;
  /** Sent even when a partial reload does not ask for it. */
  readonly always?: boolean;
  /** Sent once, then kept by the client (under `key`, until `expiresAt`, epoch ms). */
  readonly once?: { key?: string; expiresAt: number | null; fresh?: boolean };
  readonly merge?: { mode: MergeMode; matchOn: readonly string[] };
  /** An infinite-scroll list: its items merge by the client's intent, its pages are listed. */
  readonly scroll?: Required<Omit<ScrollOptions<T>, 'matchOn'>> & { matchOn: readonly string[] };
}

export function isSpecialProp(value: unknown): value is SpecialProp {
  return typeof value === 'object' && value !== null && KIND in value;
}

function make<T>(resolve: Resolver<T>, extra: Omit<SpecialProp<T>, typeof KIND | 'resolve'>) {
  return { [KIND]: true as const, resolve, ...extra } satisfies SpecialProp<T>;
}

function onceOf(options: OnceOptions): NonNullable<SpecialProp['once']> {
  const expiresAt =
    options.expiresAt?.getTime() ??
    (options.ttlSeconds !== undefined ? Date.now() + options.ttlSeconds * 1000 : null);
  return {
    expiresAt,
    ...(options.key ? { key: options.key } : {}),
    ...(options.fresh ? { fresh: true } : {}),
  };
}

export interface DeferOptions {
  /** Props of one group come in one request; groups load side by side. */
  group?: string;
  /** A failure is rescued: the rest of the response is sent, the prop is listed as rescued. */
  rescue?: boolean;
  /** Loaded once, then kept by the client: later visits neither defer nor send it. */
  once?: boolean | OnceOptions;
}

/** Loaded by the client right after the page renders, grouped into one request per group. */
export function defer<T>(
  resolve: Resolver<T>,
  options: string | DeferOptions = {},
): SpecialProp<T> {
  const {
    group = 'default',
    rescue,
    once,
  } = typeof options === 'string' ? { group: options } : options;
  return make(resolve, {
    deferGroup: group,
    ...(rescue ? { rescue } : {}),
    ...(once ? { once: onceOf(once === true ? {} : once) } : {}),
  });
}

/** Never in a full response; only when a partial reload names it. */
export function optional<T>(resolve: Resolver<T>): SpecialProp<T> {
  return make(resolve, { optional: true });
}

/** In every response, partial reloads included. */
export function always<T>(resolve: Resolver<T>): SpecialProp<T> {
  return make(resolve, { always: true });
}

/** Sent on the first visit only; the client keeps it (see OnceOptions). */
export function once<T>(resolve: Resolver<T>, options: OnceOptions = {}): SpecialProp<T> {
  return make(resolve, { once: onceOf(options) });
}

function merging(mode: MergeMode) {
  return <T>(
    resolve: Resolver<T>,
    options: { matchOn?: string[]; deferGroup?: string } = {},
  ): SpecialProp<T> =>
    make(resolve, {
      merge: { mode, matchOn: options.matchOn ?? [] },
      ...(options.deferGroup ? { deferGroup: options.deferGroup } : {}),
    });
}

/** Appended to the client's current value on partial reloads (infinite lists). */
export const merge = merging('append');
/** Prepended to the client's current value on partial reloads. */
export const prepend = merging('prepend');
/** Merged recursively into the client's current value on partial reloads. */
export const deepMerge = merging('deep');

/**
 * A page of an infinite-scroll list (the client's components/ui/infinite-list.tsx): the list
 * at `items` is appended (or prepended, as the client's merge intent says) to what the client
 * holds, and `scrollProps` tells it which pages come before and after.
 */
export function scroll<T>(resolve: Resolver<T>, options: ScrollOptions<T>): SpecialProp<T> {
  return make(resolve, {
    scroll: {
      pageName: options.pageName ?? 'page',
      items: options.items ?? 'data',
      matchOn: options.matchOn ?? [],
      pages: options.pages,
    },
  });
}
