import type { FormDataKeys } from '@inertiajs/core';
import type { QuoteValues } from '@shared/forms/quote';
import type { SchemaForm } from '@/hooks/use-schema-form';

/** The quote form's state, as every part of the page takes it. */
export type QuoteForm = SchemaForm<QuoteValues>;
export type QuotePath = FormDataKeys<QuoteValues>;

/** A dot path of the form, typed for the hook (the parts build them from an index). */
export const at = (path: string) => path as QuotePath;
