/** A field the visitor typed into, or chose in, before the page was live. */
export type TypedField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Each field gets its value back through its own event, as if typed (or chosen) again:
 * React hears a text field on `input` and a select on `change`.
 */
export function giveBack(typed: ReadonlyMap<TypedField, string>): void {
  for (const [field, value] of typed) {
    if (!field.isConnected || field.value === value) continue;
    // Past React's own record of the value, so React sees the change.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    const event = field instanceof HTMLSelectElement ? 'change' : 'input';
    field.dispatchEvent(new Event(event, { bubbles: true }));
  }
}
