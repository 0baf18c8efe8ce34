import { useMemo, useState, type Key } from 'react';

/** The rows chosen on a list's page, and whether every row of its view is. */
export interface Selection {
  /** The chosen rows among those shown. */
  selected: ReadonlySet<Key>;
  /** Every row of the view (filter and search) is chosen, beyond the ones shown. */
  allMatching: boolean;
  /** Every row shown is chosen. */
  pageSelected: boolean;
  toggle: (key: Key, on: boolean) => void;
  /** Chooses every row shown, or none. */
  togglePage: (on: boolean) => void;
  /** Chooses every row of the view (after the page is; Gmail's 'Select all N'). */
  selectAllMatching: () => void;
  clear: () => void;
}

interface State {
  view: string;
  selected: ReadonlySet<Key>;
  allMatching: boolean;
}

const NONE: ReadonlySet<Key> = new Set();

/** What a page opens with chosen (a way back to it): these rows, or every row of the view. */
export interface InitialSelection {
  keys: readonly Key[];
  all: boolean;
}

/**
 * A list's selection that lasts as long as its page: `view` names the filter and search
 * (a change clears it), and a row no longer shown (another page) drops out of it, so what
 * is chosen is always in sight. Choosing every row of the view is offered once the page
 * is all chosen, and ends as soon as any row is unticked. `initial` is what the page opens
 * with (rows not shown are left out).
 */
export function useSelection(
  shown: readonly Key[],
  view: string,
  initial?: InitialSelection,
): Selection {
  const [state, setState] = useState<State>(() => ({
    view,
    selected: initial ? new Set(initial.all ? shown : initial.keys) : NONE,
    allMatching: initial?.all ?? false,
  }));
  const shownKeys = useMemo(() => new Set(shown), [shown]);
  // Adjusted during render rather than in an effect, so an old choice is never drawn: a
  // new view starts empty, and rows no longer shown leave the choice for good (Back to
  // the page does not bring them back).
  let current = state;
  if (state.view !== view) {
    current = { view, selected: NONE, allMatching: false };
    setState(current);
  } else if ([...state.selected].some((key) => !shownKeys.has(key))) {
    const kept = new Set([...state.selected].filter((key) => shownKeys.has(key)));
    current = { view, selected: kept, allMatching: false };
    setState(current);
  }
  const { selected } = current;
  const pageSelected = shown.length > 0 && selected.size === shown.length;
  const allMatching = current.allMatching && pageSelected;
  const update = (next: ReadonlySet<Key>, all = false) =>
    setState((was) => ({ ...was, selected: next, allMatching: all }));
  return {
    selected,
    allMatching,
    pageSelected,
    toggle: (key, on) => {
      const next = new Set(selected);
      if (on) next.add(key);
      else next.delete(key);
      update(next);
    },
    togglePage: (on) => update(on ? new Set(shown) : NONE),
    selectAllMatching: () => update(new Set(shown), true),
    clear: () => update(NONE),
  };
}
