import { Head, Link, router, usePage } from '@inertiajs/react';
import { useState, type FormEvent } from 'react';
import { route } from 'ziggy-js';
import { messages } from '@shared/messages';
import type { PageProps } from '@shared/pages';
import { awbQuery, checkAwbs, MAX_AWBS, splitAwbs } from '@shared/tracking/awbs';
import type { SharedProps } from '@shared/types';
import { NotOffered } from '@/components/billing/extension-state';
import { PackageSearchIcon } from '@/components/icons';
import { Unreachable } from '@/components/unreachable';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/text-area';
import { TrackResult } from './parts/track-card';

type Props = PageProps['tracking/track'];

const link = 'font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline';

/**
 * Public tracking (issue 23 §4): anyone follows up to 10 packages by AWB, without
 * signing in. The AWBs go into the address (`/track?awb=A,B`), so the page can be shared
 * and reloaded; the server looks them up and answers a card for each.
 */
export default function Track({ awbs, error, results }: Props) {
  const { auth } = usePage<SharedProps>().props;
  const [text, setText] = useState(awbs);
  const [typedError, setTypedError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A new answer (a shared link, Back) brings its own AWBs into the field.
  const [shown, setShown] = useState(awbs);
  if (shown !== awbs) {
    setShown(awbs);
    setText(awbs);
    setTypedError(null);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAwbs(text);
    const problem =
      checked.error ?? (checked.awbs.length === 0 ? messages.tracking.required : null);
    setTypedError(problem);
    if (problem) return;
    router.get(
      route('track'),
      { awb: awbQuery(checked.awbs) },
      { onStart: () => setBusy(true), onFinish: () => setBusy(false) },
    );
  };

  const count = splitAwbs(text).length;
  return (
    <div className="min-h-screen bg-gray-50">
      <Head title="Track a shipment" />
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-3">
          <img src="/logo.svg" alt="Courier" width={128} height={32} className="h-7 w-auto" />
          {auth.user ? (
            <Link href={route('dashboard')} className={`${link} text-sm`}>
              Back to the portal
            </Link>
          ) : (
            <Link href={route('login')} className={`${link} text-sm`}>
              Log in
            </Link>
          )}
        </div>
      </header>

      <main className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-10">
        <div>
          <h1 className="flex items-center gap-2 text-xl font-semibold text-gray-900">
            <PackageSearchIcon className="size-6 text-brand-700" />
            Track a shipment
          </h1>
          <p className="mt-1 text-sm text-gray-700">
            Enter up to {MAX_AWBS} AWB numbers, one per line or separated by commas.
          </p>
        </div>

        <form
          onSubmit={submit}
          noValidate
          role="search"
          aria-label="Track shipments"
          className="space-y-4 rounded-card border border-gray-200 bg-white p-4 shadow-card sm:p-6"
        >
          <TextArea
            label="AWB numbers"
            name="awb"
            value={text}
            onChange={(value) => {
              setText(value);
              setTypedError(null);
            }}
            error={typedError ?? error ?? undefined}
            rows={4}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            placeholder={'1234567890\n2345678901'}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-gray-600" aria-live="polite">
              {count === 1 ? '1 number' : `${count} numbers`} of {MAX_AWBS}
            </p>
            <Button type="submit" busy={busy} busyText="Tracking...">
              Track
            </Button>
          </div>
        </form>

        {results?.state === 'not-offered' && <NotOffered message={messages.tracking.notOffered} />}
        {results?.state === 'unavailable' && (
          <Unreachable message={messages.tracking.unavailable} only={['results']} />
        )}
        {results?.state === 'ok' && (
          <section aria-label="Tracking results" className="space-y-4">
            {results.value.map((card) => (
              <TrackResult key={card.awb} card={card} />
            ))}
          </section>
        )}
      </main>
    </div>
  );
}
