/**
 * Prop wrappers of the Inertia v3 protocol. A plain value or function is an ordinary
 * prop; the wrappers change when a prop is sent (deferred, optional, once, always) or
 * how the client combines it with what it already holds (merge, prepend, deep merge).
 */

export type Resolver<T = unknown> = () => T | Promise<T>;

type MergeMode = 'append' | 'prepend' | 'deep';

const KIND = Symbol('inertia-prop');

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
  /** Sent once, then kept by the client until it expires. */
  readonly once?: { expiresAt: number | null };
  readonly merge?: { mode: MergeMode; matchOn: readonly string[] };
}

export function isSpecialProp(value: unknown): value is SpecialProp {
  return typeof value === 'object' && value !== null && KIND in value;
}

function make<T>(resolve: Resolver<T>, extra: Omit<SpecialProp<T>, typeof KIND | 'resolve'>) {
  return { [KIND]: true as const, resolve, ...extra } satisfies SpecialProp<T>;
}

export interface DeferOptions {
  /** Props of one group come in one request; groups load side by side. */
  group?: string;
  /** A failure is rescued: the rest of the response is sent, the prop is listed as rescued. */
  rescue?: boolean;
}

/** Loaded by the client right after the page renders, grouped into one request per group. */
export function defer<T>(
  resolve: Resolver<T>,
  options: string | DeferOptions = {},
): SpecialProp<T> {
  const { group = 'default', rescue } = typeof options === 'string' ? { group: options } : options;
  return make(resolve, { deferGroup: group, ...(rescue ? { rescue } : {}) });
}

/** Never in a full response; only when a partial reload names it. */
export function optional<T>(resolve: Resolver<T>): SpecialProp<T> {
  return make(resolve, { optional: true });
}

/** In every response, partial reloads included. */
export function always<T>(resolve: Resolver<T>): SpecialProp<T> {
  return make(resolve, { always: true });
}

/** Sent on the first visit only; the client keeps it (until `expiresAt`, epoch ms). */
export function once<T>(resolve: Resolver<T>, options: { expiresAt?: Date } = {}): SpecialProp<T> {
  return make(resolve, { once: { expiresAt: options.expiresAt?.getTime() ?? null } });
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
