/*
 * What a visitor types or chooses in the server's HTML before the page is live. React
 * hydrates a controlled field to its state (empty, or the first choice), so the text or the
 * choice would vanish, and a form never hears of a file chosen then: it is noted here, from
 * the app's first line until the page is live, then given back (`give-back-typed.ts`,
 * loaded only when something was typed). Nothing typed or chosen on a slow phone is lost.
 */

import type { Noted, TypedField } from './give-back-typed';

const typed = new Map<TypedField, Noted>();
let noting = true;

const isField = (target: EventTarget | null): target is TypedField =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

/** A radio or a checkbox: what the visitor changes is whether it is checked. */
const isCheckable = (field: TypedField): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox');

function note(target: EventTarget | null): void {
  if (!noting || !isField(target)) return;
  // Noted last, so that of two radios of a group chosen in turn the later is given back last.
  typed.delete(target);
  typed.set(target, isCheckable(target) ? target.checked : target.value);
}

/** Whether the visitor changed a field from what the server's HTML gave it. */
const changed = (field: TypedField) => {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (isCheckable(field)) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
};

/** Starts noting: what is already typed, and what is typed or chosen until the page is live. */
export function noteTyped(root: HTMLElement): void {
  for (const field of root.querySelectorAll<TypedField>('input, textarea, select')) {
    if (changed(field)) note(field);
  }
  // On `input` alone, which every field fires first (a select, a box and a file too): a
  // choice made while React is bringing the page to life makes React finish that at once,
  // inside the `input` (this listener runs before React's), and put the field back to its
  // state; the `change` that follows would carry React's value, not the one chosen.
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
