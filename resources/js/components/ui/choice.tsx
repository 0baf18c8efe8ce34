import clsx from 'clsx';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { ErrorText } from './field';
import { useLiveControl } from './use-hydrated';

/** One choice of a group: a value, its name and an optional line under it. */
export interface ChoiceOption {
  value: string;
  label: string;
  description?: string;
  /** More about the choice, drawn under its text (a product's price and delivery date). */
  detail?: ReactNode;
}

interface GroupProps {
  legend: string;
  options: readonly ChoiceOption[];
  error?: string;
  required?: boolean;
  /** Shown when there is nothing to choose from. */
  empty?: ReactNode;
  /** Cards side by side from a tablet's width (2, the default), or one above another (1: a narrow column). */
  columns?: 1 | 2;
  className?: string;
}

function Group({
  legend,
  error,
  required,
  errorId,
  className,
  children,
}: Omit<GroupProps, 'options' | 'empty' | 'columns'> & { errorId: string; children: ReactNode }) {
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend className="flex items-baseline gap-0.5 text-sm font-medium text-gray-800">
        {legend}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        )}
      </legend>
      {children}
      <ErrorText id={errorId} error={error} />
    </fieldset>
  );
}

const cardClass = (checked: boolean, invalid: boolean) =>
  clsx(
    'flex cursor-pointer items-start gap-3 rounded-md border bg-white p-3 text-sm',
    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
    checked ? 'border-brand-700 bg-brand-50' : invalid ? 'border-red-600' : 'border-gray-300',
  );

function OptionText({ option }: { option: ChoiceOption }) {
  return (
    <span className="min-w-0">
      <span className="block font-medium text-gray-900">{option.label}</span>
      {option.description && (
        <span className="mt-0.5 block text-gray-600">{option.description}</span>
      )}
      {option.detail !== undefined && <span className="mt-1.5 block">{option.detail}</span>}
    </span>
  );
}

/** The props every input of a card group takes alike. */
interface CardInputProps {
  value: string;
  checked: boolean;
  'aria-invalid': true | undefined;
  className: string;
}

const INPUT_CLASS = 'mt-0.5 size-4 shrink-0 accent-brand-700';

/** A group's options as cards of two columns, each with its own input (radio or box). */
function CardGroup({
  options,
  empty,
  columns = 2,
  isChecked,
  input,
  ...group
}: GroupProps & {
  isChecked: (value: string) => boolean;
  input: (props: CardInputProps, groupId: string) => ReactNode;
}) {
  const id = useId();
  const invalid = Boolean(group.error);
  return (
    <Group {...group} errorId={`${id}-error`}>
      {options.length === 0 && empty}
      <div className={clsx('mt-2 grid gap-2', columns === 2 && 'sm:grid-cols-2')}>
        {options.map((option) => (
          <label key={option.value} className={cardClass(isChecked(option.value), invalid)}>
            {input(
              {
                value: option.value,
                checked: isChecked(option.value),
                'aria-invalid': invalid || undefined,
                className: INPUT_CLASS,
              },
              id,
            )}
            <OptionText option={option} />
          </label>
        ))}
      </div>
    </Group>
  );
}

export interface RadioCardsProps extends GroupProps {
  value: string;
  onChange: (value: string) => void;
  name?: string;
}

/** Pick one of a few options shown side by side as cards (products of a shipment...). */
export function RadioCards({ value, onChange, name, ...group }: RadioCardsProps) {
  return (
    <CardGroup
      {...group}
      isChecked={(option) => value === option}
      input={(props, groupId) => (
        <input
          type="radio"
          name={name ?? groupId}
          {...props}
          onChange={() => onChange(props.value)}
        />
      )}
    />
  );
}

export interface CheckboxGroupProps extends GroupProps {
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/** Pick any number of options (added services...); the order of `options` is kept. */
export function CheckboxGroup({ value, onChange, ...group }: CheckboxGroupProps) {
  const toggle = (option: string, on: boolean) =>
    onChange(
      group.options.map((o) => o.value).filter((v) => (v === option ? on : value.includes(v))),
    );
  return (
    <CardGroup
      {...group}
      isChecked={(option) => value.includes(option)}
      input={(props) => (
        <input
          type="checkbox"
          {...props}
          onChange={(event) => toggle(props.value, event.target.checked)}
        />
      )}
    />
  );
}

export interface CheckboxProps {
  label: string;
  /** Says what ticking it does, or why it cannot be ticked when disabled. */
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
}

/** One yes-or-no choice (a flag), drawn like a card of a group. */
export function Checkbox({
  label,
  description,
  checked,
  onChange,
  disabled,
  className,
}: CheckboxProps) {
  return (
    <label className={clsx(cardClass(checked, false), disabled && 'cursor-not-allowed', className)}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className={INPUT_CLASS}
      />
      <OptionText option={{ value: '', label, description }} />
    </label>
  );
}

export interface CheckboxInputProps {
  /** What ticking it does, for assistive technology ('Select shipment 123'). */
  label: string;
  /** true, false, or 'mixed' (some of what it stands for: the box shows a dash). */
  checked: boolean | 'mixed';
  onChange: (checked: boolean) => void;
  className?: string;
}

/**
 * The box alone, where a visible label would repeat the row beside it (a table's
 * selection column): the same box as the card choices, named for screen readers, with
 * a larger hit area than the box itself. 'mixed' ticks everything on the next click.
 */
export function CheckboxInput({ label, checked, onChange, className }: CheckboxInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  // A tick before the page is live reaches no state and is undone when React takes the box
  // over: it waits, as the kit's buttons do.
  const live = useLiveControl();
  const mixed = checked === 'mixed';
  useEffect(() => {
    // Only the DOM property can show the dash; there is no attribute for it.
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <label
      className={clsx(
        'inline-flex size-8 cursor-pointer items-center justify-center rounded-control hover:bg-gray-100',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-brand-700',
        className,
      )}
      // The row around it may open on a click; ticking the box must not.
      onClick={(event) => event.stopPropagation()}
    >
      <input
        ref={ref}
        type="checkbox"
        aria-label={label}
        aria-checked={mixed ? 'mixed' : undefined}
        checked={checked === true}
        {...live}
        onChange={(event) => onChange(mixed ? true : event.target.checked)}
        className={clsx(INPUT_CLASS, 'mt-0 focus-visible:outline-none')}
      />
    </label>
  );
}
