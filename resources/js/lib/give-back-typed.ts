/** A field the visitor typed into, or chose in, before the page was live. */
export type TypedField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the field held when last changed: its text, or for a radio or a checkbox whether checked. */
export type Noted = string | boolean;

/** Sets `field`'s value past React's own record of it, so React compares and hears a change. */
export function setValue(field: TypedField, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
}

/**
 * Each field gets its value back through its own event, as if typed (or chosen) again:
 * React hears a text field on `input`, a select and a file on `change`, and a radio or a
 * checkbox on the click that checks it (hydration put it back to the form's state).
 */
export function giveBack(typed: ReadonlyMap<TypedField, Noted>): void {
  for (const [field, value] of typed) {
    if (!field.isConnected) continue;
    if (typeof value === 'boolean') {
      if (field instanceof HTMLInputElement && field.checked !== value) field.click();
      continue;
    }
    if (field instanceof HTMLInputElement && field.type === 'file') {
      // No script can choose a file, but the one chosen is still in the field (React leaves
      // a file input's files alone): its form hears of it again, as React does, on `change`.
      if (field.files?.length) field.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    // Told even when the field still shows it: hydration can leave what was typed in the
    // field while the form's state holds its own value. When that state already holds the
    // value, React ignores the event.
    setValue(field, value);
    const event = field instanceof HTMLSelectElement ? 'change' : 'input';
    field.dispatchEvent(new Event(event, { bubbles: true }));
  }
}
