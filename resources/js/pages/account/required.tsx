import { Head, Link } from '@inertiajs/react';
import { route } from 'ziggy-js';

/** spec §2.2: shown instead of a page that needs an account while none is selected. */
export default function AccountRequired() {
  return (
    <section className="mx-auto mt-8 max-w-lg rounded-lg bg-white p-8 text-center shadow">
      <Head title="Select an account" />
      <h1 className="text-lg font-medium text-gray-900">
        Please add or select an account to continue.
      </h1>
      <Link
        href={route('accounts')}
        className="mt-6 inline-block rounded-md bg-brand-700 px-6 py-2 text-sm font-medium text-white hover:bg-brand-800"
      >
        Add
      </Link>
    </section>
  );
}
