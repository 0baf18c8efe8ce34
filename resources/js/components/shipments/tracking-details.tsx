import clsx from 'clsx';
import { progressValue } from '@shared/shipments/progress';
import type { EndpointView, TrackingView } from '@shared/shipments/types';
import type { PlaceView, PublicTrackingView } from '@shared/tracking/types';
import { CheckIcon, MapPinIcon } from '@/components/icons';
import { say } from '@shared/i18n/wording';
import { DateTime, ShortDate } from '@/components/dates';
import { useWords } from '@/lib/i18n';
import { StatusBadge } from './status-badge';

/**
 * What both tracking views draw: the drawer's (the account's own package, with street and
 * contact) and the public page's (anyone's, with city and country only).
 */
export type TrackingDetailsView = Pick<
  TrackingView | PublicTrackingView,
  'status' | 'estimatedDelivery' | 'updatedAt' | 'steps' | 'updates'
> & {
  statusSlug?: string | null;
  origin: EndpointView | PlaceView | null;
  destination: EndpointView | PlaceView | null;
};

function Endpoint({ title, at }: { title: string; at: EndpointView | PlaceView | null }) {
  const i18n = useWords();
  return (
    <section className="rounded-card border border-gray-200 p-4">
      <h3 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-gray-600 uppercase">
        <MapPinIcon className="size-4 text-brand-700" />
        {title}
      </h3>
      {at ? (
        <div className="mt-2 space-y-0.5 text-sm">
          {'address1' in at ? (
            <>
              <p className="font-semibold text-gray-900">{at.city}</p>
              <p className="text-gray-700">{at.address1}</p>
              <p className="text-gray-700">{at.attention}</p>
            </>
          ) : (
            <>
              <p className="font-semibold text-gray-900">{at.city || at.country}</p>
              {at.city && <p className="text-gray-700">{at.country}</p>}
            </>
          )}
        </div>
      ) : (
        <p className="mt-2 text-sm text-gray-600">{i18n._('Not given')}</p>
      )}
    </section>
  );
}

/**
 * The body of a package's tracking, in the drawer and on the public page alike (each puts
 * it under an h2): dates, origin and destination, progress steps and the updates.
 */
export function TrackingDetails({ view }: { view: TrackingDetailsView }) {
  const i18n = useWords();
  return (
    <>
      <dl className="grid grid-cols-2 gap-4 text-sm">
        <div>
          <dt className="text-gray-600">{i18n._('Est. delivery date')}</dt>
          <dd className="mt-0.5 font-semibold text-gray-900">
            {view.estimatedDelivery ? <ShortDate value={view.estimatedDelivery} /> : '—'}
          </dd>
        </div>
        {view.updatedAt && (
          <div>
            <dt className="text-gray-600">{i18n._('Updated')}</dt>
            <dd className="mt-0.5 font-semibold text-gray-900">
              <DateTime value={view.updatedAt} />
            </dd>
          </div>
        )}
        <div className="col-span-2">
          <dt className="sr-only">{i18n._('Status')}</dt>
          <dd>
            <StatusBadge label={say(i18n, view.status)} slug={view.statusSlug} />
          </dd>
        </div>
      </dl>

      <div className="grid gap-3 sm:grid-cols-2">
        <Endpoint title={i18n._('Origin')} at={view.origin} />
        <Endpoint title={i18n._('Destination')} at={view.destination} />
      </div>

      <section>
        <h3 className="text-base font-semibold text-gray-900">{i18n._('Shipment Progress')}</h3>
        <ol className="mt-3">
          {view.steps.map((step, index) => {
            const done = step.state === 'finish';
            const last = index === view.steps.length - 1;
            return (
              <li key={step.key} className="relative flex gap-3 pb-5 last:pb-0">
                {!last && (
                  <span
                    aria-hidden="true"
                    className="absolute top-7 bottom-0 inset-s-3 w-0.5 -translate-x-1/2 rtl:translate-x-1/2 bg-gray-200"
                  >
                    <span
                      className="block w-full bg-brand-700"
                      style={{ height: `${progressValue(step.state)}%` }}
                    />
                  </span>
                )}
                <span
                  aria-hidden="true"
                  className={clsx(
                    'relative flex size-6 shrink-0 items-center justify-center rounded-full border-2',
                    done ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 bg-white',
                  )}
                >
                  {done && <CheckIcon className="size-3.5" />}
                </span>
                <span
                  className={clsx(
                    'pt-0.5 text-sm',
                    done ? 'font-medium text-gray-900' : 'text-gray-600',
                  )}
                >
                  {say(i18n, step.label)}
                  <span className="sr-only"> {done ? i18n._('(done)') : i18n._('(not yet)')}</span>
                </span>
              </li>
            );
          })}
        </ol>
      </section>

      <section>
        <h3 className="text-base font-semibold text-gray-900">{i18n._('Shipment Updates')}</h3>
        {view.updates.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600">{i18n._('No updates yet.')}</p>
        ) : (
          <ol className="mt-3 divide-y divide-gray-100 rounded-card border border-gray-200">
            {view.updates.map((update, index) => (
              <li key={index} className="grid grid-cols-[7.5rem_1fr] gap-3 p-3 text-sm">
                <span className="text-gray-600">
                  <span className="block">
                    <ShortDate value={update.date} />
                  </span>
                  <span className="block">{update.time}</span>
                </span>
                <span className="min-w-0">
                  <span className="block font-medium text-gray-900">
                    {say(i18n, update.status)}
                  </span>
                  <span className="block text-gray-700">{update.location}</span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
