import clsx from 'clsx';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { say } from '@shared/i18n/wording';
import { useWords } from './use-words';

/** The ids and ARIA attributes that tie one control to its label and its error text. */
export interface FieldControl {
  id: string;
  errorId: string;
  /** Spread on the control itself. */
  props: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    'aria-required': true | undefined;
  };
}

export function useFieldControl(options: {
  id?: string;
  error?: string;
  required?: boolean;
  /** The field has a hint under its label: the control is described by it too. */
  hint?: boolean;
}): FieldControl {
  const generated = useId();
  const id = options.id ?? generated;
  const errorId = `${id}-error`;
  const describedBy = [options.hint && hintIdOf(id), options.error && errorId].filter(Boolean);
  return {
    id,
    errorId,
    props: {
      id,
      'aria-invalid': options.error ? true : undefined,
      'aria-describedby': describedBy.join(' ') || undefined,
      // Not the native attribute: the browser's own bubbles would pre-empt the form's messages.
      'aria-required': options.required ? true : undefined,
    },
  };
}

/** The id of a field's hint, from its control's. */
export const hintIdOf = (id: string) => `${id}-hint`;

/** What every labelled field takes: its text value, label, error and required mark. */
export interface FieldValueProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field; marks the field invalid. */
  error?: string;
  /** Shows the required mark and tells assistive technology. */
  required?: boolean;
  /** A line under the label: what the field takes. */
  hint?: string;
}

/** A native control's own props that a field passes on: all but those the field sets. */
export type ControlProps<Tag extends 'input' | 'textarea', Own extends string = never> = Omit<
  ComponentProps<Tag>,
  'value' | 'onChange' | 'children' | 'required' | Own
>;

/**
 * Splits a field's props into the Field wrapper's (label, error, required mark, class),
 * the control's ids and ARIA, its value and change handler, and the rest for the control.
 */
export function useField<Rest extends object>(
  props: FieldValueProps & { id?: string; className?: string } & Rest,
) {
  const { label, value, onChange, error, required, hint, id, className, ...rest } = props;
  const control = useFieldControl({ id, error, required, hint: Boolean(hint) });
  return {
    wrapper: { control, label, required, error, hint, className },
    control: control.props,
    value,
    onChange,
    invalid: Boolean(error),
    rest,
  };
}

export const inputClass = (invalid: boolean) =>
  clsx(
    'block w-full rounded-md border bg-white px-3 py-2 text-sm text-gray-900 placeholder:text-gray-500',
    'disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-600',
    invalid ? 'border-red-600' : 'border-gray-300 focus:border-brand-700',
  );

export function ErrorText({ id, error }: { id: string; error?: string }) {
  const i18n = useWords();
  if (!error) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {say(i18n, error)}
    </p>
  );
}

/** Label (with the required mark of spec §5), the control, and its error text below. */
export function Field({
  control,
  label,
  required,
  error,
  hint,
  className,
  children,
}: {
  control: FieldControl;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      {/* The mark stays outside the label, so the field's name is the label text alone. */}
      <div className="flex items-baseline gap-0.5">
        <label htmlFor={control.id} className="text-sm font-medium text-gray-800">
          {label}
        </label>
        {required && (
          <span aria-hidden="true" className="text-sm text-red-700">
            *
          </span>
        )}
      </div>
      {hint && (
        <p id={hintIdOf(control.id)} className="mt-0.5 text-sm text-gray-600">
          {hint}
        </p>
      )}
      <div className="mt-1">{children}</div>
      <ErrorText id={control.errorId} error={error} />
    </div>
  );
}
