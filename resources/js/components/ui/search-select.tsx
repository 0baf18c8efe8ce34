import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { SearchList, type SearchListProps } from './search-list';
import { useLiveControl } from './use-hydrated';

export interface SearchSelectProps<Option> extends Omit<
  SearchListProps<Option>,
  'onSelect' | 'onCancel'
> {
  /** The button's accessible name, saying what is chosen ('Country: Lebanon (+961)'). */
  label: string;
  /** What the button shows. */
  children: ReactNode;
  onSelect: (option: Option) => void;
  disabled?: boolean;
  /** Where the focus goes once an option is chosen (e.g. the field it belongs to). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  buttonClassName: string;
}

/**
 * A select whose button opens a searchable list below it (no library: it loads with the
 * light screens, registration included). Escape, a click outside or the focus leaving
 * closes it; Escape gives the focus back to the button.
 */
export function SearchSelect<Option>({
  label,
  children,
  onSelect,
  disabled,
  returnFocusTo,
  buttonClassName,
  ...list
}: SearchSelectProps<Option>) {
  const [open, setOpen] = useState(false);
  const live = useLiveControl(disabled);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div ref={root} className="relative flex shrink-0">
      <button
        ref={button}
        type="button"
        {...live}
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
        className={buttonClassName}
      >
        {children}
      </button>
      {open && (
        <div
          id={panelId}
          onBlur={leave}
          className="absolute top-full inset-s-0 z-50 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-md border border-gray-200 bg-white shadow-lg"
        >
          <SearchList
            {...list}
            onSelect={(chosen) => {
              setOpen(false);
              onSelect(chosen);
              returnFocusTo?.current?.focus();
            }}
            onCancel={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </div>
      )}
    </div>
  );
}
