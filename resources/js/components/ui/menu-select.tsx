import { Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import type { ReactNode } from 'react';
import { CheckIcon, ChevronsUpDownIcon } from '@/components/icons';
import { useHydrated, useLiveControl } from './use-hydrated';

/*
 * Own module, never re-exported from ./index: Headless UI loads only with the screens that
 * use it (the signed-in shell), not with the light anonymous ones.
 */

export interface MenuSelectOption<Value> {
  value: Value;
  label: string;
}

export interface MenuSelectProps<Value> {
  /** The accessible name (visually hidden: the button says what is chosen). */
  label: string;
  value: Value | null;
  options: readonly MenuSelectOption<Value>[];
  onChange: (value: Value) => void;
  disabled?: boolean;
  /** The button's tooltip: the whole of a choice the button shows cut short. */
  title?: string;
  /** What the button shows before its chevron: an icon and the choice. */
  children: ReactNode;
}

const BUTTON_CLASS =
  'flex h-10 w-full min-w-0 items-center gap-2 rounded-control border border-gray-300 bg-white px-3 text-start text-sm text-gray-900 shadow-card transition-colors hover:border-gray-400 data-disabled:cursor-not-allowed data-disabled:bg-gray-100 data-disabled:text-gray-600 data-open:border-brand-700';

/**
 * A select that opens a menu of options under its button (Headless UI's listbox: arrows,
 * Home, End, type-ahead, Enter, Escape). The menu is at least 16 rem wide and at most the
 * screen's width, so long options wrap rather than stick out.
 *
 * Until the page is live the button waits, as `Button` does (opened before, its menu would
 * not answer), and it is a plain button of the same look: the listbox is built once the page
 * is live. Built by the server it was over a third of a signed-in page's render (its
 * state, floating placement and ids), the account selector being on every one.
 */
export function MenuSelect<Value>(props: MenuSelectProps<Value>) {
  const live = useHydrated();
  return live ? <LiveMenuSelect {...props} /> : <WaitingButton {...props} />;
}

function WaitingButton<Value>({ label, disabled, title, children }: MenuSelectProps<Value>) {
  return (
    <>
      <div className="sr-only">{label}</div>
      <button
        type="button"
        title={title}
        aria-haspopup="listbox"
        aria-expanded="false"
        {...useLiveControl(disabled)}
        data-disabled={disabled ? '' : undefined}
        className={BUTTON_CLASS}
      >
        {children}
        <ChevronsUpDownIcon className="size-4 text-gray-500" />
      </button>
    </>
  );
}

function LiveMenuSelect<Value>({
  label,
  value,
  options,
  onChange,
  disabled,
  title,
  children,
}: MenuSelectProps<Value>) {
  return (
    <Listbox
      value={value}
      onChange={(chosen: Value | null) => {
        if (chosen !== null) onChange(chosen);
      }}
      disabled={disabled}
    >
      <Label className="sr-only">{label}</Label>
      <ListboxButton title={title} className={BUTTON_CLASS}>
        {children}
        <ChevronsUpDownIcon className="size-4 text-gray-500" />
      </ListboxButton>
      <ListboxOptions
        anchor={{ to: 'bottom end', gap: 6, padding: 8 }}
        transition
        className="z-40 max-h-72 w-(--button-width) max-w-[calc(100vw-1rem)] min-w-64 overflow-auto rounded-control border border-gray-200 bg-white p-1 text-sm shadow-raised transition duration-100 ease-out focus:outline-none data-closed:opacity-0"
      >
        {options.map((option) => (
          <ListboxOption
            key={String(option.value)}
            value={option.value}
            className="group flex cursor-pointer items-start justify-between gap-2 rounded-md px-3 py-2 text-gray-900 data-focus:bg-brand-50 data-selected:font-semibold"
          >
            <span className="min-w-0 break-words">{option.label}</span>
            <CheckIcon className="invisible mt-0.5 size-4 text-brand-700 group-data-selected:visible" />
          </ListboxOption>
        ))}
      </ListboxOptions>
    </Listbox>
  );
}
