import { Head, usePage } from '@inertiajs/react';
import { route } from '@/lib/route';
import { say } from '@shared/i18n/wording';
import type { PageProps } from '@shared/pages';
import { AlertIcon, CompassIcon } from '@/components/icons';
import { Logo } from '@/components/logo';
import { ButtonLink } from '@/components/ui';
import { useWords } from '@/lib/i18n';

/**
 * An error page the server renders (404, 500, a download that cannot be had...). Where the
 * request came from a screen it can lead back to (`back`), that is the way offered first.
 */
export default function ErrorPage({ status, message, reference, back }: PageProps['errors/error']) {
  const i18n = useWords();
  const signedIn = Boolean(usePage().props.auth.user);
  const Icon = status === 404 ? CompassIcon : AlertIcon;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gray-50 px-4 py-10">
      <Head title={i18n._('Error {status}', { status })} />
      <Logo className="mb-8 h-8 w-auto" />
      <div className="w-full max-w-md rounded-card border border-gray-200 bg-white px-6 py-10 text-center shadow-card sm:px-10">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 ring-8 ring-brand-50/50">
          <Icon className="size-7 text-brand-700" />
        </span>
        <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700">
          {i18n._('Error {status}', { status })}
        </p>
        <h1 className="mt-2 text-xl font-semibold text-gray-900">{say(i18n, message)}</h1>
        <div className="mt-8 flex flex-col items-center gap-3">
          {back && <ButtonLink href={back.href}>{say(i18n, back.label)}</ButtonLink>}
          <ButtonLink
            href={route(signedIn ? 'dashboard' : 'login')}
            variant={back ? 'secondary' : 'primary'}
          >
            {signedIn ? i18n._('Go to the dashboard') : i18n._('Go to login')}
          </ButtonLink>
        </div>
        {reference && (
          // Quoted by a customer who writes in, so support can find this request in the logs.
          <p className="mt-6 text-xs text-gray-500">
            {i18n._('reference:')}{' '}
            <span dir="ltr" className="font-mono select-all">
              {reference}
            </span>
          </p>
        )}
      </div>
    </main>
  );
}
