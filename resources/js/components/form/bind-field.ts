import type { InertiaFormProps } from '@inertiajs/react';

/**
 * The props that tie a text field to an Inertia form: its name, value, change handler
 * and server or client error. Spread into TextInput, PasswordInput or PhoneInput.
 */
export function bindField<T extends Record<string, string>>(
  form: InertiaFormProps<T>,
  name: keyof T & string,
) {
  const errors: Partial<Record<string, string>> = form.errors;
  return {
    name,
    value: form.data[name],
    onChange: (value: string) => form.setData((data) => ({ ...data, [name]: value })),
    error: errors[name],
  };
}
