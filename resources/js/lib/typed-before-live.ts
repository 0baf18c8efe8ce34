/*
 * What a visitor types into the server's HTML before the page is live. React hydrates a
 * controlled field to its state (empty), so the text would vanish: it is noted here, from
 * the app's first line until the page is live, and given back through the fields' own
 * change events, as if typed again. Nothing typed on a slow phone is lost.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const typed = new Map<Field, string | boolean>();
let stop: (() => void) | undefined;

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

const valueOf = (field: Field) => (isToggle(field) ? field.checked : field.value);

function changed(field: Field): boolean {
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((o) => o.selected !== o.defaultSelected);
  return field.value !== field.defaultValue;
}

/** Starts noting: what is already typed, and what is typed until `giveBackTyped()`. */
export function noteTyped(root: HTMLElement): void {
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (changed(field)) typed.set(field, valueOf(field));
  }
  const note = (event: Event) => {
    const field = event.target;
    if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    ) {
      typed.set(field, valueOf(field));
    }
  };
  root.addEventListener('input', note, true);
  root.addEventListener('change', note, true);
  stop = () => {
    root.removeEventListener('input', note, true);
    root.removeEventListener('change', note, true);
  };
}

/** Sets a field's value past React's own record of it, so React sees the change. */
function setNative(
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  value: string,
) {
  const proto = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
}

/** Once the page is live: each noted field gets its text back, through its change event. */
export function giveBackTyped(): void {
  stop?.();
  stop = undefined;
  for (const [field, value] of typed) {
    if (!field.isConnected || valueOf(field) === value) continue;
    if (isToggle(field)) {
      field.click();
    } else {
      setNative(field, String(value));
      field.dispatchEvent(
        new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
      );
    }
  }
  typed.clear();
}
