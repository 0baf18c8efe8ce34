import clsx from 'clsx';
import { Field, useFieldControl } from './field';

export interface FileInputProps {
  label: string;
  /** The browser's file filter, e.g. '.csv,text/csv'. */
  accept?: string;
  /** The chosen file, or null when the choice was cleared. */
  onChange?: (file: File | null) => void;
  /**
   * Several files may be chosen at once: each choice is handed over whole and the input is
   * emptied, so the form keeps its own list (and the same file can be chosen again).
   */
  multiple?: boolean;
  onFiles?: (files: File[]) => void;
  /** A line under the label (what the file must be). */
  hint?: string;
  error?: string;
  required?: boolean;
  id?: string;
  className?: string;
}

/** A labelled file picker with the form fields' look, hint and error. */
export function FileInput({
  label,
  accept,
  onChange,
  multiple,
  onFiles,
  hint,
  error,
  required,
  id,
  className,
}: FileInputProps) {
  const control = useFieldControl({ id, error, required, hint: Boolean(hint) });
  return (
    <Field
      control={control}
      label={label}
      required={required}
      error={error}
      hint={hint}
      className={className}
    >
      <input
        {...control.props}
        type="file"
        accept={accept}
        multiple={multiple}
        onChange={(event) => {
          if (!multiple) return onChange?.(event.target.files?.[0] ?? null);
          onFiles?.([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
        className={clsx(
          'block w-full cursor-pointer rounded-md border bg-white text-sm text-gray-700',
          'file:me-3 file:h-10 file:cursor-pointer file:border-0 file:border-e file:border-gray-300 file:bg-gray-50 file:px-4 file:font-semibold file:text-gray-900 hover:file:bg-gray-100',
          error ? 'border-red-600' : 'border-gray-300',
        )}
      />
    </Field>
  );
}
