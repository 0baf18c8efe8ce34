import type { FormDataKeys, FormDataType, FormDataValues, Method } from '@inertiajs/core';
import { useForm, type InertiaFormProps } from '@inertiajs/react';
import { useEffect, useState, type FormEvent } from 'react';
import { issueErrors, valueAt, type IssueLike } from '@shared/forms/errors';
import type { FieldErrors } from '@shared/types';
import { onlyDecimal, onlyNumbers } from '@/lib/input-filters';
import { onFirstTouch } from '@/lib/first-touch';
import { useFirstErrorScroll } from './use-first-error-scroll';

/** spec §5 text-input filters: what a field keeps of what is typed or pasted. */
export type InputFilter = 'numbers' | 'decimal';

const FILTERS: Record<InputFilter, (value: string) => string> = {
  numbers: onlyNumbers,
  decimal: onlyDecimal,
};

export interface FieldOptions {
  filter?: InputFilter;
  /** A disabled field ignores changes (spec §5). */
  disabled?: boolean;
}

/** What a text-like control needs from the form: spread it into TextInput and friends. */
export interface FieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  inputMode?: 'numeric' | 'decimal';
}

type SubmitOptions = Parameters<InertiaFormProps<Record<string, unknown>>['submit']>[2];

export interface SchemaForm<T extends Record<string, unknown>> {
  data: T;
  errors: FieldErrors;
  processing: boolean;
  isDirty: boolean;
  recentlySuccessful: boolean;
  /** Sets a value by dot path (`packages.0.items.2.quantity`) and clears its errors. */
  set<K extends FormDataKeys<T>>(path: K, value: FormDataValues<T, K>): void;
  /** The props of a text-like control bound to `path`. */
  field<K extends FormDataKeys<T>>(path: K, options?: FieldOptions): FieldBinding;
  /** Adds an item to the array at `path`, at `index` (default: the end). */
  insert<K extends FormDataKeys<T>>(path: K, item: unknown, index?: number): void;
  /** Removes the item at `index` of the array at `path`. */
  remove<K extends FormDataKeys<T>>(path: K, index: number): void;
  /**
   * Runs the schema (the one the server runs) on the data, or only on the fields under
   * `paths` (one wizard step). Puts the messages under the fields and scrolls to the first
   * one; true when those fields pass.
   */
  validate(paths?: readonly string[]): boolean;
  /**
   * Validates everything, then sends the form in its own error bag. `data` adds values
   * not yet in the form's state (a code whose last digit was typed this very moment).
   */
  submit(method: Method, url: string, options?: SubmitOptions & { data?: Partial<T> }): void;
  /** A `<form onSubmit>` handler: the browser does not send the form, `submit` does. */
  onSubmit(
    method: Method,
    url: string,
    options?: SubmitOptions & { data?: Partial<T> },
  ): (event: FormEvent) => void;
  setErrors(errors: FieldErrors): void;
  clearErrors(paths?: readonly string[]): void;
  reset(...paths: FormDataKeys<T>[]): void;
  /** The underlying Inertia form, for what this hook does not cover (transform, cancel). */
  inertia: InertiaFormProps<T>;
}

/** A zod schema, classic or mini: what the hook calls of it. */
export interface FormSchema {
  safeParse(data: unknown): { success: true } | { success: false; error: { issues: IssueLike[] } };
}

/**
 * A schema module loaded at the visitor's first touch of the page (lib/first-touch):
 * the anonymous screens pass one, so zod is not part of what they load before they are
 * idle. Until it arrives (a few ms after that touch) only the server checks the form.
 */
export type SchemaLoader = () => Promise<FormSchema>;

function useSchema(schema: FormSchema | SchemaLoader): FormSchema | null {
  const [loaded, setLoaded] = useState<FormSchema | null>(() =>
    typeof schema === 'function' ? null : schema,
  );
  useEffect(() => {
    if (typeof schema !== 'function') return;
    let live = true;
    const forget = onFirstTouch(() => {
      void schema().then((found) => live && setLoaded(() => found));
    });
    return () => {
      live = false;
      forget();
    };
    // The loader is read once, like useForm's initial data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return typeof schema === 'function' ? loaded : schema;
}

const under = (key: string, path: string) => key === path || key.startsWith(`${path}.`);

/**
 * The one form hook of the portal, over Inertia's useForm: dot-path binding for nested
 * forms, the spec's input filters, errors that clear as soon as their field changes, the
 * first error scrolled into view, validation of all or part of the form with the shared
 * zod schema, and an error bag of its own so that a form in a dialog and the page behind
 * it never share errors.
 */
export function useSchemaForm<T extends FormDataType<T> & Record<string, unknown>>(
  schemaOrLoader: FormSchema | SchemaLoader,
  initial: T,
  { errorBag }: { errorBag?: string } = {},
): SchemaForm<T> {
  const form = useForm<T>(initial);
  const schema = useSchema(schemaOrLoader);
  const scrollToError = useFirstErrorScroll();
  const errors = form.errors as FieldErrors;

  const clearUnder = (paths: readonly string[]) => {
    const keys = Object.keys(errors).filter((k) => paths.some((p) => under(k, p)));
    if (keys.length) form.clearErrors(...(keys as FormDataKeys<T>[]));
  };

  const replaceErrors = (found: FieldErrors, scope?: readonly string[]) => {
    const kept = Object.fromEntries(
      Object.entries(errors).filter(([k]) => scope && !scope.some((p) => under(k, p))),
    );
    const next = { ...kept, ...found };
    form.clearErrors();
    if (Object.keys(next).length) form.setError(next as never);
  };

  const set: SchemaForm<T>['set'] = (path, value) => {
    form.setData(path, value);
    clearUnder([path]);
  };

  const listAt = (path: string): unknown[] => {
    const value: unknown = valueAt(form.data, path);
    return Array.isArray(value) ? value : [];
  };

  const check = (data: T, paths?: readonly string[]) => {
    if (!schema) return true;
    const result = schema.safeParse(data);
    const all = result.success ? {} : issueErrors(result.error.issues);
    const found = paths
      ? Object.fromEntries(Object.entries(all).filter(([k]) => paths.some((p) => under(k, p))))
      : all;
    replaceErrors(found, paths);
    const ok = Object.keys(found).length === 0;
    if (!ok) scrollToError();
    return ok;
  };

  const submit: SchemaForm<T>['submit'] = (method, url, { data: extra, ...options } = {}) => {
    if (!check({ ...form.data, ...extra })) return;
    form.transform((data) => ({ ...data, ...extra }));
    form.submit(method, url, {
      preserveScroll: true,
      ...options,
      errorBag: errorBag ?? null,
      onError: (errors) => {
        scrollToError();
        options.onError?.(errors);
      },
    });
  };

  return {
    data: form.data,
    errors,
    processing: form.processing,
    isDirty: form.isDirty,
    recentlySuccessful: form.recentlySuccessful,
    set,
    field(path, { filter, disabled } = {}) {
      const raw: unknown = valueAt(form.data, path);
      return {
        name: path,
        value: raw === null || raw === undefined ? '' : String(raw),
        onChange: (value: string) => {
          if (disabled) return;
          set(path, (filter ? FILTERS[filter](value) : value) as FormDataValues<T, typeof path>);
        },
        error: errors[path],
        disabled,
        inputMode: filter === 'numbers' ? 'numeric' : filter === 'decimal' ? 'decimal' : undefined,
      };
    },
    insert(path, item, index) {
      const list = [...listAt(path)];
      list.splice(index ?? list.length, 0, item);
      // set() clears the messages under the whole list: after a shift they would point at
      // the wrong items.
      set(path, list as FormDataValues<T, typeof path>);
    },
    remove(path, index) {
      const list = listAt(path).filter((_item, i) => i !== index);
      set(path, list as FormDataValues<T, typeof path>);
    },
    validate: (paths) => check(form.data, paths),
    submit,
    onSubmit: (method, url, options) => (event) => {
      event.preventDefault();
      submit(method, url, options);
    },
    setErrors: (errors) => replaceErrors(errors),
    clearErrors: (paths) => (paths ? clearUnder(paths) : form.clearErrors()),
    reset: (...paths) => form.reset(...paths),
    inertia: form,
  };
}
