import { Head } from '@inertiajs/react';

interface PendingProps {
  title: string;
}

/** A screen of the product that is not built yet, shown inside the signed-in shell. */
export default function Pending({ title }: PendingProps) {
  return (
    <section className="mx-auto mt-8 max-w-lg rounded-lg bg-white p-8 text-center shadow">
      <Head title={title} />
      <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
      <p className="mt-3 text-sm text-gray-700">This screen is not available yet.</p>
    </section>
  );
}
