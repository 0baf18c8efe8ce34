/** A text field the visitor typed into before the page was live. */
export type TypedField = HTMLInputElement | HTMLTextAreaElement;

/** Each field gets its text back through its own input event, as if typed again. */
export function giveBack(typed: ReadonlyMap<TypedField, string>): void {
  for (const [field, value] of typed) {
    if (!field.isConnected || field.value === value) continue;
    // Past React's own record of the value, so React sees the change.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
