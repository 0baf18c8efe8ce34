import {
  findNested,
  pickPaths,
  replaced,
  topKey,
  unpackDots,
  within,
  without,
  type Nested,
} from './paths';
import { isSpecialProp, type SpecialProp } from './props';
import { PropSelection, type PropRequest, type ResolvedProps } from './selection';
import { settle, settleInto, type Props } from './values';

/**
 * Told of each failure of a rescued prop; answering false lets the failure end the whole
 * response after all (a failure the app handles for every page alike, say).
 */
export type RescueHandler = (err: unknown, key: string) => boolean;

const NONE: string[][] = [];

/** A rescued prop whose computation failed: removed from the response after resolution. */
const RESCUED = Symbol('rescued');

/** A deferred prop started early on a first load, sent with it if its group is ready in time. */
interface Early {
  group: string;
  segments: string[];
  value: Promise<unknown>;
}

export interface ResolveOptions {
  onRescue?: RescueHandler;
  /**
   * How long a full answer waits for its deferred props (0: never). A group whose props are
   * all computed within it is sent with the answer instead of being deferred; a group that
   * is late or fails stays deferred, and the client asks for it as usual.
   */
  deferredWaitMs?: number;
}

/**
 * The groups of `early` whose every prop is computed within `ms`, with their values. The
 * late and the failed are left: the client's follow-up asks for them again.
 */
async function readyGroups(early: Early[], ms: number): Promise<Map<string, unknown[]>> {
  const groups = new Map<string, Early[]>();
  for (const e of early) groups.set(e.group, [...(groups.get(e.group) ?? []), e]);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(resolve, ms, null);
    timer.unref();
  });
  const ready = new Map<string, unknown[]>();
  await Promise.all(
    [...groups].map(async ([group, members]) => {
      const all = Promise.all(members.map((m) => m.value)).catch(() => null);
      const values = await Promise.race([all, late]);
      if (values) ready.set(group, values);
    }),
  );
  clearTimeout(timer);
  return ready;
}

/** Moves the groups ready within `ms` from `deferredProps` into the answer's props. */
async function sendReady(early: Early[], out: ResolvedProps, ms: number): Promise<void> {
  const ready = await readyGroups(early, ms);
  if (ready.size === 0) return;
  const deferred = out.deferredProps!;
  for (const [group, values] of ready) {
    const members = early.filter((e) => e.group === group);
    members.forEach((m, i) => {
      out.props = replaced(out.props, m.segments, values[i]);
    });
    delete deferred[group];
  }
  if (Object.keys(deferred).length === 0) delete out.deferredProps;
}

/** An always prop sits at `path`: an except for it does not remove it. */
const alwaysAt = (nested: Nested[], path: string) =>
  nested.some((n) => n.path === path && n.prop.always);

/**
 * Decide which props a response carries and with which metadata, following the v3
 * protocol (selection.ts), and compute them: only what is sent is computed, rescued props
 * are left out and listed when computing them fails. Wrapped props work at any depth
 * inside plain objects and are named by their dot path.
 */
export async function resolveProps(
  all: Props,
  req: PropRequest,
  options: ResolveOptions = {},
): Promise<ResolvedProps> {
  const { onRescue = () => true, deferredWaitMs = 0 } = options;
  const selection = new PropSelection(req);
  const { only, except, out } = selection;
  const pending: Array<Promise<void>> = [];
  const rescued: string[][] = [];
  const early: Early[] = [];

  /** A deferred prop just left out: started now when the answer waits for its group. */
  const startEarly = (special: SpecialProp, path: string, segments: string[]) => {
    const group = special.deferGroup;
    if (deferredWaitMs <= 0 || group === undefined || special.scroll) return;
    if (!out.deferredProps?.[group]?.includes(path)) return;
    const value = Promise.resolve().then(() => settle(special));
    // A late or failed group is simply left deferred: its failure is nobody's to handle.
    value.catch(() => undefined);
    early.push({ group, segments, value });
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

  /** A wrapped prop's value, `paths` below it picked (all of it when none). */
  const wrapped = (special: SpecialProp, path: string, segments: string[], paths: string[][]) => {
    const value = special.rescue
      ? rescuing(special, path, segments, paths)
      : paths.length
        ? pickPaths(special, paths)
        : settle(special);
    return special.scroll
      ? value.then((v) => (v === RESCUED ? v : selection.scrolled(special, path, v)))
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
    if (!selection.sends(prop, path)) {
      props = without(props, segments) as Props;
      startEarly(prop, path, segments);
      continue;
    }
    if (prop.always && only.length > 0 && !selection.named(path)) alwaysPaths.push(path);
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
  const put = (key: string) => (v: unknown) => {
    out.props[key] = v;
  };

  for (const key in props) {
    let prop = props[key];
    const special: SpecialProp | undefined = isSpecialProp(prop) ? prop : undefined;
    const paths =
      onlyPaths.length > 0
        ? onlyPaths.filter((p) => topKey(p) === key).map((p) => p.split('.').slice(1))
        : NONE;
    if (special) {
      if (!selection.sends(special, key)) {
        startEarly(special, key, [key]);
        continue;
      }
      if (special.rescue || special.scroll) {
        const below = paths.filter((p) => p.length > 0);
        const picked = below.length === paths.length ? below : [];
        pending.push(wrapped(special, key, [key], picked).then(put(key)));
        continue;
      }
      // Any other wrapped prop is, from here, a closure like any other.
      prop = special.resolve;
    } else if (key !== 'errors' && selection.partial) {
      if (only.length > 0 && paths.length === 0) continue;
      if (except.includes(key)) continue;
    }
    if (paths.length > 0 && paths.every((p) => p.length > 0)) {
      pending.push(pickPaths(prop, paths).then(put(key)));
      continue;
    }
    settleInto(prop, pending, put(key));
  }
  if (pending.length > 0) await Promise.all(pending);
  if (early.length > 0) await sendReady(early, out, deferredWaitMs);
  if (only.length > 0 && only.every((o) => selection.deferredAsked.has(o))) {
    out.deferredLoad = true;
  }
  for (const segments of rescued) out.props = without(out.props, segments) as Props;
  for (const path of except.filter((p) => p.includes('.') && !alwaysAt(nested, p))) {
    out.props = without(out.props, path.split('.')) as Props;
  }
  return out;
}
