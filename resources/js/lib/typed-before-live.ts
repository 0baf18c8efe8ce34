/*
 * What a visitor types into the server's HTML before the page is live. React hydrates a
 * controlled field to its state (empty), so the text would vanish: it is noted here, from
 * the app's first line until the page is live, then given back (`give-back-typed.ts`,
 * loaded only when something was typed). Nothing typed on a slow phone is lost.
 */

import type { TypedField } from './give-back-typed';

const typed = new Map<TypedField, string>();
let noting = true;

function note(target: EventTarget | null): void {
  if (noting && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) {
    typed.set(target, target.value);
  }
}

/** Starts noting: what is already typed, and what is typed until the page is live. */
export function noteTyped(root: HTMLElement): void {
  for (const field of root.querySelectorAll<TypedField>('input, textarea')) {
    if (field.value !== field.defaultValue) note(field);
  }
  root.addEventListener('input', (event) => note(event.target), true);
}

/** Stops noting, and gives back what was typed; resolves once it is back. */
export async function giveBackTyped(): Promise<void> {
  noting = false;
  if (typed.size === 0) return;
  const { giveBack } = await import('./give-back-typed');
  giveBack(typed);
  typed.clear();
}
