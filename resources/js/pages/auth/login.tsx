import { Head, Link, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { route } from 'ziggy-js';

export default function Login() {
  const form = useForm({ email: '', password: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(route('login.store'));
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 p-4">
      <Head title="Login" />
      <form onSubmit={submit} className="w-full max-w-sm space-y-4 rounded-lg bg-white p-6 shadow">
        <h1 className="text-xl font-semibold">Login</h1>
        <label className="block">
          <span className="text-sm">Email</span>
          <input
            type="email"
            autoComplete="email"
            value={form.data.email}
            onChange={(e) => form.setData('email', e.target.value)}
            className="mt-1 w-full rounded border border-gray-300 px-3 py-2"
          />
        </label>
        <label className="block">
          <span className="text-sm">Password</span>
          <input
            type="password"
            autoComplete="current-password"
            value={form.data.password}
            onChange={(e) => form.setData('password', e.target.value)}
            className="mt-1 w-full rounded border border-gray-300 px-3 py-2"
          />
        </label>
        <button
          type="submit"
          disabled={form.processing}
          className="w-full rounded bg-[#c2410c] py-2 font-medium text-white"
        >
          {form.processing ? 'loggin in...' : 'Login'}
        </button>
        <div className="flex justify-between text-sm">
          <Link href={route('reset-password')}>Reset Password</Link>
          <Link href={route('create-account')}>Create New Account</Link>
        </div>
      </form>
    </main>
  );
}
