import { Head, router, usePage } from '@inertiajs/react';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { route } from '@/lib/route';
import { QUOTE_LABELS as L, quoteForm } from '@shared/forms/quote';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import type { PageProps } from '@shared/pages';
import { boundsFrom } from '@shared/rates/ship-date';
import type { SharedProps } from '@shared/types';
import { localToday } from '@shared/pickups/dates';
import { Logo } from '@/components/logo';
import { Button, Card, DateInput, PageHeader } from '@/components/ui';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormError } from '@/components/ui/form-error';
import { Link } from '@/components/ui/link';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useWords } from '@/lib/i18n';
import { PackageRows } from './parts/package-rows';
import { PlaceFields } from './parts/place-fields';
import { QuoteResults } from './parts/quote-results';

type Props = PageProps['quotes/get-quote'];

const link = 'font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline';
const INTRO = /*i18n*/ 'Prices and delivery dates for every service, before you book.';

/** The server's question before it replaces a draft in progress (flash `shipQuote`). */
function shipAsked(flash: unknown): string | null {
  if (typeof flash !== 'object' || flash === null) return null;
  const asked: unknown = (flash as Record<string, unknown>).shipQuote;
  if (typeof asked !== 'object' || asked === null) return null;
  const { product, confirm } = asked as Record<string, unknown>;
  return confirm === true && typeof product === 'string' ? product : null;
}

/** An anonymous visitor's page stands alone, as public tracking does; a user's is in the shell. */
function Frame({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const i18n = useWords();
  if (signedIn) {
    return (
      <div className="max-w-4xl space-y-6">
        <PageHeader title={i18n._('Get a quote')} description={i18n._(INTRO)} />
        {children}
      </div>
    );
  }
  return (
    <div className="min-h-screen bg-gray-50">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-4 px-4 py-3">
          <Logo className="h-7 w-auto" />
          <div className="flex items-center gap-4 text-sm">
            <Link href={route('track')} className={link}>
              {i18n._('Track a shipment')}
            </Link>
            <Link href={route('login')} className={link}>
              {i18n._('Log in')}
            </Link>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:py-10">
        <div>
          <h1 className="text-xl font-semibold text-gray-900">{i18n._('Get a quote')}</h1>
          <p className="mt-1 text-sm text-gray-700">{i18n._(INTRO)}</p>
        </div>
        {children}
      </main>
    </div>
  );
}

/**
 * Get a quote: origin and destination, the packages and the ship date; the answer lists
 * every service with its price, delivery date and breakdown, the cheapest and the fastest
 * marked. 'Ship this' opens the shipment wizard with it (signing in first when needed).
 */
export default function GetQuote({ values, answer, account, today, confirmShip }: Props) {
  const i18n = useWords();
  const { auth } = usePage<SharedProps>().props;
  // The browser's own today decides what it allows; the server allows any zone's.
  const schema = useMemo(() => quoteForm(boundsFrom(localToday())), []);
  const form = useSchemaForm(schema, values, { errorBag: 'quote' });
  const [shipping, setShipping] = useState<string | null>(null);
  const [asked, setAsked] = useState<string | null>(confirmShip);

  const ask = () =>
    form.submit('post', route('get-quote.rates'), { preserveScroll: true, preserveState: true });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask();
  };
  const ship = (product: string, replace = false) => {
    setShipping(product);
    router.post(
      route('get-quote.ship'),
      { product, replace },
      {
        preserveScroll: true,
        preserveState: true,
        onSuccess: (page) => setAsked(shipAsked(page.flash)),
        onFinish: () => setShipping(null),
      },
    );
  };

  return (
    <Frame signedIn={Boolean(auth.user)}>
      <Head title={i18n._('Get a quote')} />
      <Card>
        <form onSubmit={submit} noValidate className="space-y-6" aria-label={i18n._('Get a quote')}>
          <FormError error={form.errors.form} />
          <div className="grid gap-6 md:grid-cols-2">
            <PlaceFields form={form} end="origin" legend={i18n._('From')} />
            <PlaceFields form={form} end="destination" legend={i18n._('To')} />
          </div>
          <PackageRows form={form} forAccount={Boolean(account)} />
          <div className="grid gap-4 sm:grid-cols-2">
            <DateInput
              label={i18n._(L.shipDate)}
              {...form.field('shipDate')}
              min={today}
              required
            />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-100 pt-5">
            <p className="text-sm text-gray-600">
              {i18n._('Sizes are optional: with them, the volumetric weight is counted too.')}
            </p>
            <Button type="submit" busy={form.processing} busyText={i18n._('Getting prices...')}>
              {i18n._('Get prices')}
            </Button>
          </div>
        </form>
      </Card>
      {answer && (
        <section aria-label={i18n._('Prices')} aria-live="polite">
          <QuoteResults
            answer={answer}
            account={account}
            onRetry={ask}
            retrying={form.processing}
            onShip={(product) => ship(product)}
            shipping={shipping}
          />
        </section>
      )}
      <ConfirmDialog
        open={asked !== null}
        onClose={() => setAsked(null)}
        onConfirm={() => {
          if (asked) ship(asked, true);
        }}
        title={say(i18n, messages.shipAgain.replaceTitle)}
        message={say(i18n, messages.quote.replaceMessage)}
        confirmText={i18n._('Replace draft')}
        busy={shipping !== null}
        busyText={i18n._('Opening...')}
      />
    </Frame>
  );
}
