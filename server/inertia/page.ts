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
  mergeProps?: string[];
  prependProps?: string[];
  deepMergeProps?: string[];
  matchPropsOn?: string[];
  onceProps?: Record<string, { prop: string; expiresAt: number | null }>;
}

const UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * The page object for the first load, as JSON inside a script element. Characters that
 * could close the element or start a comment become JSON escapes, which JSON.parse turns
 * back into the same characters: no prop value can end the script early.
 */
export function pageScript(page: PageObject, id = 'app'): string {
  const json = JSON.stringify(page).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE[c] ?? c);
  return `<script data-page="${id}" type="application/json">${json}</script>`;
}
