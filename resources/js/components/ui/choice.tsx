import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import { ErrorText } from './field';

/** One choice of a group: a value, its name and an optional line under it. */
export interface ChoiceOption {
  value: string;
  label: string;
  description?: string;
}

interface GroupProps {
  legend: string;
  options: readonly ChoiceOption[];
  error?: string;
  required?: boolean;
  /** Shown when there is nothing to choose from. */
  empty?: ReactNode;
  className?: string;
}

function Group({
  legend,
  error,
  required,
  errorId,
  className,
  children,
}: Omit<GroupProps, 'options' | 'empty'> & { errorId: string; children: ReactNode }) {
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
    </span>
  );
}

export interface RadioCardsProps extends GroupProps {
  value: string;
  onChange: (value: string) => void;
  name?: string;
}

/** Pick one of a few options shown side by side as cards (products of a shipment...). */
export function RadioCards({ value, onChange, name, options, empty, ...group }: RadioCardsProps) {
  const id = useId();
  const invalid = Boolean(group.error);
  return (
    <Group {...group} errorId={`${id}-error`}>
      {options.length === 0 && empty}
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className={cardClass(value === option.value, invalid)}>
            <input
              type="radio"
              name={name ?? id}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-invalid={invalid || undefined}
              className="mt-0.5 size-4 shrink-0 accent-brand-700"
            />
            <OptionText option={option} />
          </label>
        ))}
      </div>
    </Group>
  );
}

export interface CheckboxGroupProps extends GroupProps {
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/** Pick any number of options (added services...); the order of `options` is kept. */
export function CheckboxGroup({ value, onChange, options, empty, ...group }: CheckboxGroupProps) {
  const id = useId();
  const invalid = Boolean(group.error);
  const toggle = (option: string, on: boolean) =>
    onChange(options.map((o) => o.value).filter((v) => (v === option ? on : value.includes(v))));
  return (
    <Group {...group} errorId={`${id}-error`}>
      {options.length === 0 && empty}
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className={cardClass(value.includes(option.value), invalid)}>
            <input
              type="checkbox"
              value={option.value}
              checked={value.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              aria-invalid={invalid || undefined}
              className="mt-0.5 size-4 shrink-0 accent-brand-700"
            />
            <OptionText option={option} />
          </label>
        ))}
      </div>
    </Group>
  );
}

export interface CheckboxProps {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}

/** One yes-or-no choice (a flag), drawn like a card of a group. */
export function Checkbox({ label, description, checked, onChange, className }: CheckboxProps) {
  return (
    <label className={clsx(cardClass(checked, false), className)}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-4 shrink-0 accent-brand-700"
      />
      <OptionText option={{ value: '', label, description }} />
    </label>
  );
}
