import { AlertIcon } from '@/components/icons';

/**
 * A message about the whole form (the `form` key of its errors), shown above its fields:
 * for failures that no single field caused, such as a refused sign-in.
 */
export function FormError({ error }: { error?: string }) {
  if (!error) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-control border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800"
    >
      <AlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{error}</p>
    </div>
  );
}
