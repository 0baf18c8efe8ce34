import { Head, router, usePage } from '@inertiajs/react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { route } from '@/lib/route';
import type { PageProps } from '@shared/pages';
import { awbQuery, MAX_AWBS, splitAwbs } from '@shared/tracking/awbs';
import type { SharedProps } from '@shared/types';
import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/text-area';
import { Logo } from '@/components/logo';
import { useWords } from '@/lib/i18n';

// The cards (the drawer's tracking details among them) load with the first answer that
// has results: the page a visitor opens first is the form alone, within the sign-in
// page's first-load budget (bench/bundle.ts).
const TrackResults = lazy(() => import('./parts/track-results'));

type Props = PageProps['tracking/track'];

const link = 'font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline';

/**
 * Public tracking: anyone follows up to 10 packages by AWB, without
 * signing in. The AWBs go into the address (the `awb` query, comma-separated), so the
 * page can be shared and reloaded; the server looks them up and answers a card for each.
 */
export default function Track({ awbs, error, results }: Props) {
  const i18n = useWords();
  const { auth } = usePage<SharedProps>().props;
  const [text, setText] = useState(awbs);
  const [busy, setBusy] = useState(false);
  // A new answer (a shared link, Back) brings its own AWBs into the field.
  const [shown, setShown] = useState(awbs);
  if (shown !== awbs) {
    setShown(awbs);
    setText(awbs);
  }

  // The server checks the numbers (at most 10, each an AWB) and says what is wrong under
  // the field: its words stay out of this page's first load.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    router.get(
      route('track'),
      { awb: awbQuery(splitAwbs(text)) },
      { onStart: () => setBusy(true), onFinish: () => setBusy(false) },
    );
  };

  const count = splitAwbs(text).length;
  return (
    <div className="min-h-screen bg-gray-50">
      <Head title={i18n._('Track a shipment')} />
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-3">
          <Logo className="h-7 w-auto" />
          {auth.user ? (
            <Link href={route('dashboard')} className={`${link} text-sm`}>
              {i18n._('Back to the portal')}
            </Link>
          ) : (
            <Link href={route('login')} className={`${link} text-sm`}>
              {i18n._('Log in')}
            </Link>
          )}
        </div>
      </header>

      <main className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-10">
        <div>
          <h1 className="text-xl font-semibold text-gray-900">{i18n._('Track a shipment')}</h1>
          <p className="mt-1 text-sm text-gray-700">
            {i18n._('Enter up to {max} AWB numbers, one per line or separated by commas.', {
              max: MAX_AWBS,
            })}
          </p>
        </div>

        <form
          onSubmit={submit}
          noValidate
          role="search"
          aria-label={i18n._('Track shipments')}
          className="space-y-4 rounded-card border border-gray-200 bg-white p-4 shadow-card sm:p-6"
        >
          <TextArea
            label={i18n._('AWB numbers')}
            name="awb"
            value={text}
            onChange={setText}
            error={error ?? undefined}
            rows={4}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            placeholder={'1234567890\n2345678901'}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-gray-600" aria-live="polite">
              {i18n._('{count, plural, one {# number} other {# numbers}} of {max}', {
                count,
                max: MAX_AWBS,
              })}
            </p>
            <Button type="submit" busy={busy} busyText={i18n._('Tracking...')}>
              {i18n._('Track')}
            </Button>
          </div>
        </form>

        <p className="text-sm text-gray-700">
          {i18n._('Sending a parcel?')}{' '}
          <Link href={route('get-quote')} className={link}>
            {i18n._('Get a quote')}
          </Link>{' '}
          {i18n._('for prices and delivery dates.')}
        </p>

        {results && (
          <Suspense fallback={<p className="text-sm text-gray-600">{i18n._('Loading...')}</p>}>
            <TrackResults results={results} />
          </Suspense>
        )}
      </main>
    </div>
  );
}
