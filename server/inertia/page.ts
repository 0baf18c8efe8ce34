import { RawJson } from './raw-json';
import type { FieldErrors } from './session-state';

/** The page object of the Inertia v3 protocol, as the client reads it. */
export interface PageObject {
  component: string;
  props: Record<string, unknown> & { errors: FieldErrors | Record<string, FieldErrors> };
  url: string;
  version: string | null;
  flash: Record<string, unknown>;
  sharedProps?: string[];
  encryptHistory?: boolean;
  clearHistory?: boolean;
  deferredProps?: Record<string, string[]>;
  /** Props whose computation failed and was rescued: the client shows their rescue state. */
  rescuedProps?: string[];
  mergeProps?: string[];
  prependProps?: string[];
  deepMergeProps?: string[];
  matchPropsOn?: string[];
  onceProps?: Record<string, { prop: string; expiresAt: number | null }>;
  /** Infinite-scroll props by path: where their pages stand, for the client's infinite lists. */
  scrollProps?: Record<
    string,
    {
      pageName: string;
      currentPage: number | string | null;
      nextPage: number | string | null;
      previousPage: number | string | null;
      reset: boolean;
    }
  >;
  /** Keep the URL's #fragment of the visit on the page it lands on (after a redirect). */
  preserveFragment?: boolean;
}

const UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * The page object as JSON. Props given as RawJson go in as their text; the rest of the
 * page is serialised as usual.
 */
export function pageJson(page: PageObject): string {
  const props = page.props as Record<string, unknown>;
  let raw = false;
  for (const key in props) {
    if (props[key] instanceof RawJson) {
      raw = true;
      break;
    }
  }
  if (!raw) return JSON.stringify(page);
  // Concatenated, not joined: V8 keeps the pieces as they are until the text is written out,
  // so the serialised value is not copied once more per page.
  let out = `{"component":${JSON.stringify(page.component)},"props":{`;
  let first = true;
  for (const key in props) {
    const value = props[key];
    const json = value instanceof RawJson ? value.json : JSON.stringify(value);
    if (json === undefined) continue;
    out += (first ? '' : ',') + JSON.stringify(key) + ':' + json;
    first = false;
  }
  const { component: _component, props: _props, ...rest } = page;
  const tail = JSON.stringify(rest);
  return out + (tail === '{}' ? '}}' : `},${tail.slice(1)}`);
}

/**
 * The page object for the first load, as JSON inside a script element. Characters that
 * could close the element or start a comment become JSON escapes, which JSON.parse turns
 * back into the same characters: no prop value can end the script early.
 */
export function pageScript(page: PageObject, id = 'app'): string {
  return pageScriptOf(pageJson(page), id);
}

/** The same from the page object's JSON already made (a server render reads it too). */
export function pageScriptOf(json: string, id = 'app'): string {
  const safe = json.replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE[c] ?? c);
  return `<script data-page="${id}" type="application/json">${safe}</script>`;
}
