import type { PageObject } from './page';
import type { SpecialProp } from './props';
import { within } from './paths';
import type { Props } from './values';

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

type MergeMode = 'append' | 'prepend' | 'deep';

/**
 * Which props one response sends, and the page-object metadata that says so: partial
 * reloads by only/except (dot paths) for the same component, deferred and optional props
 * left out of full responses, once props skipped when the client already holds them, and
 * merge and scroll props announced unless the client asked to reset them.
 */
export class PropSelection {
  readonly partial: boolean;
  readonly only: string[];
  readonly except: string[];
  readonly out: ResolvedProps = { props: {} };
  /** Deferred props a partial reload asked for by name. */
  readonly deferredAsked = new Set<string>();

  constructor(private readonly req: PropRequest) {
    this.partial = req.partialComponent === req.component;
    this.only = this.partial ? req.only : [];
    this.except = this.partial ? req.except : [];
  }

  /** A partial reload names `path`, or a path above or below it. */
  named(path: string): boolean {
    return this.only.length > 0 && this.only.some((o) => within(path, o) || within(o, path));
  }

  private listMerge(path: string, mode: MergeMode, matchOn: readonly string[]): void {
    const out = this.out;
    const list =
      mode === 'append'
        ? (out.mergeProps ??= [])
        : mode === 'prepend'
          ? (out.prependProps ??= [])
          : (out.deepMergeProps ??= []);
    list.push(path);
    for (const field of matchOn) (out.matchPropsOn ??= []).push(`${path}.${field}`);
  }

  /** Whether a wrapped prop at `path` is sent now; records its metadata either way. */
  sends(special: SpecialProp, path: string): boolean {
    const { partial, only, except, req, out } = this;
    const asked = partial && this.named(path);
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
    if (asked && special.deferGroup) this.deferredAsked.add(path);
    if (!asked) {
      if (special.optional) return false;
      if (special.deferGroup && !partial) {
        ((out.deferredProps ??= {})[special.deferGroup] ??= []).push(path);
        if (special.merge && !req.reset.includes(path)) {
          this.listMerge(path, special.merge.mode, special.merge.matchOn);
        }
        return false;
      }
    }
    if (special.merge && !req.reset.includes(path)) {
      this.listMerge(path, special.merge.mode, special.merge.matchOn);
    }
    return true;
  }

  /** A scroll prop lists its pages once its value is known. */
  scrolled(special: SpecialProp, path: string, value: unknown): unknown {
    const scroll = special.scroll!;
    const reset = this.req.reset.includes(path);
    (this.out.scrollProps ??= {})[path] = {
      pageName: scroll.pageName,
      ...scroll.pages(value),
      reset,
    };
    if (!reset) {
      const mode = this.req.prepend ? 'prepend' : 'append';
      this.listMerge(`${path}.${scroll.items}`, mode, scroll.matchOn);
    }
    return value;
  }
}
