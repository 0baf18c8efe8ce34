/**
 * What only a visitor's touch needs (a form's schema) loads at their first touch, not with
 * the page: the anonymous screens are idle sooner on a slow phone, and the few KB arrive
 * while the visitor types, well before a field is left or the form sent.
 */
const TOUCHES = ['pointerdown', 'keydown', 'focusin', 'input'] as const;

let touched = false;

/** A field already holds the focus: typed into before the page was live, or autofocused. */
const fieldFocused = () => {
  const active = document.activeElement;
  return active !== null && active !== document.body && active !== document.documentElement;
};

/**
 * Runs `then` once, at the visitor's first key, pointer, focus or input on the page, or at
 * once when one came before (on this page or an earlier one of the visit). Returns a
 * function that forgets `then` if it has not run.
 */
export function onFirstTouch(then: () => void): () => void {
  if (touched || fieldFocused()) {
    touched = true;
    then();
    return () => {};
  }
  const stop = () => {
    for (const type of TOUCHES) window.removeEventListener(type, fire, true);
  };
  const fire = () => {
    touched = true;
    stop();
    then();
  };
  for (const type of TOUCHES) window.addEventListener(type, fire, { capture: true, passive: true });
  return stop;
}

/** Tests only: the page as it was before any touch. */
export function forgetTouch(): void {
  touched = false;
}
