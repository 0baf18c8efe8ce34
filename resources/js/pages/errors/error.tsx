import { Head, Link, usePage } from '@inertiajs/react';
import { route } from 'ziggy-js';

interface ErrorPageProps {
  status: number;
  message: string;
}

/** An error page the server renders (404, 500, a screen not available yet...). */
export default function ErrorPage({ status, message }: ErrorPageProps) {
  const signedIn = Boolean(usePage().props.auth.user);
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 p-4">
      <Head title={`Error ${status}`} />
      <div className="w-full max-w-md rounded-lg bg-white p-8 text-center shadow">
        <img src="/logo.svg" alt="Courier" width={128} height={32} className="mx-auto h-8 w-auto" />
        <p className="mt-6 text-5xl font-bold text-brand-700">{status}</p>
        <h1 className="mt-3 text-lg font-semibold text-gray-900">{message}</h1>
        <Link
          href={route(signedIn ? 'dashboard' : 'login')}
          className="mt-6 inline-block rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
        >
          {signedIn ? 'Go to the dashboard' : 'Go to login'}
        </Link>
      </div>
    </main>
  );
}
