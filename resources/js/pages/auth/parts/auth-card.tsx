import { Head } from '@inertiajs/react';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { route } from '@/lib/route';
import { Link } from '@/components/ui/link';
import { ArrowLeftIcon } from '@/components/icons';
import { Trans } from '@lingui/react';
import { LanguageSwitcher } from '@/components/language-switcher';
import { Logo } from '@/components/logo';

/**
 * The frame of every auth screen: a centred card with the logo, the heading and the
 * screen's content. The default layout around it holds only the toasts, so the card
 * brings the page's <main> landmark.
 */
export function AuthCard({
  title,
  description,
  back,
  wide,
  children,
}: {
  title: string;
  description?: ReactNode;
  /** A control shown before the heading (the reset screen's back arrow). */
  back?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gray-50 px-4 py-10">
      <Head title={title} />
      <div
        className={clsx(
          'w-full rounded-lg bg-white p-5 shadow sm:p-8',
          wide ? 'max-w-xl' : 'max-w-md',
        )}
      >
        <Logo className="mx-auto h-8 w-auto" />
        <div className="mt-6 flex items-center gap-2">
          {back}
          <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
        </div>
        {description && <p className="mt-1 text-sm text-gray-700">{description}</p>}
        <div className="mt-6">{children}</div>
      </div>
      <LanguageSwitcher className="mt-6 justify-center" />
    </main>
  );
}

/** Links in the auth cards: brand-700 reaches 5.8:1 on white (WCAG AA). */
export const linkClass =
  'font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline';

/** The back arrow before an auth screen's heading, named for where it goes. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link
      prefetch
      href={href}
      aria-label={label}
      className="-ms-1 rounded-control p-1 text-gray-700 hover:bg-gray-100 hover:text-gray-900"
    >
      <ArrowLeftIcon />
    </Link>
  );
}

/** 'Already have an account? Log In' under the sign-up screens. */
export function LoginPrompt({ className }: { className?: string }) {
  return (
    <p className={clsx('text-center text-sm text-gray-700', className)}>
      <Trans
        id="Already have an account? <0>Log In</0>"
        components={{ 0: <Link href={route('login')} prefetch className={linkClass} /> }}
      />
    </p>
  );
}
