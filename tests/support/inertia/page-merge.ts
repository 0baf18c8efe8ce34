import type { PageObject } from '../../../server/inertia';
import { deepMerge, lookup, setPath } from './paths';

/** A once prop the server skipped because the client holds it is kept from the page shown. */
export function keepOnceProps(shown: PageObject | undefined, next: PageObject): PageObject {
  for (const [key, once] of Object.entries(next.onceProps ?? {})) {
    const before = shown?.onceProps?.[key];
    if (!shown || !before || lookup(next.props, once.prop).found) continue;
    const held = lookup(shown.props, before.prop);
    if (held.found) setPath(next.props, once.prop, held.value);
  }
  return next;
}

/** A partial reload's props merged into the page shown, merge and scroll props appended. */
export function mergePartial(
  shown: PageObject,
  answer: PageObject,
  headers: Record<string, string>,
): PageObject {
  const props: Record<string, unknown> = { ...shown.props };
  // As the client: a top-level prop is merged key by key when a nested path of it was asked for.
  const nested = new Set(
    (headers['X-Inertia-Partial-Data'] ?? '')
      .split(',')
      .filter((path) => path.includes('.'))
      .map((path) => path.split('.')[0]!),
  );
  const appended = new Set(answer.mergeProps ?? []);
  const prepended = new Set(answer.prependProps ?? []);
  const listed = [...appended, ...prepended];
  for (const [key, value] of Object.entries(answer.props)) {
    props[key] = nested.has(key) ? deepMerge(props[key], value) : value;
  }
  for (const path of listed) {
    const before = lookup(shown.props, path);
    const now = lookup(answer.props, path);
    if (!before.found || !now.found || !Array.isArray(before.value) || !Array.isArray(now.value)) {
      continue;
    }
    setPath(
      props,
      path,
      prepended.has(path) ? [...now.value, ...before.value] : [...before.value, ...now.value],
    );
  }
  const rescued = [...new Set([...(shown.rescuedProps ?? []), ...(answer.rescuedProps ?? [])])];
  const scrolling = Boolean(headers['X-Inertia-Infinite-Scroll-Merge-Intent']);
  return {
    ...shown,
    ...answer,
    props: props as PageObject['props'],
    // A deferred load keeps the flash shown; an infinite scroll keeps the URL (preserveUrl).
    flash: Object.keys(answer.flash ?? {}).length ? answer.flash : shown.flash,
    url: scrolling ? shown.url : answer.url,
    deferredProps: shown.deferredProps,
    rescuedProps: rescued.length ? rescued : undefined,
    scrollProps: scrollEdges(shown, answer, headers['X-Inertia-Infinite-Scroll-Merge-Intent']),
    onceProps:
      shown.onceProps || answer.onceProps ? { ...shown.onceProps, ...answer.onceProps } : undefined,
  };
}

/**
 * Where an infinite list stands after a page is merged in: as the client's infinite list keeps it,
 * the next page moves on when appending and the previous page when prepending.
 */
function scrollEdges(
  shown: PageObject,
  answer: PageObject,
  intent: string | undefined,
): PageObject['scrollProps'] {
  if (!shown.scrollProps && !answer.scrollProps) return undefined;
  const out = { ...shown.scrollProps, ...answer.scrollProps };
  if (!intent) return out;
  for (const [prop, now] of Object.entries(answer.scrollProps ?? {})) {
    const before = shown.scrollProps?.[prop];
    if (!before) continue;
    out[prop] =
      intent === 'prepend'
        ? { ...now, nextPage: before.nextPage }
        : { ...now, previousPage: before.previousPage };
  }
  return out;
}
