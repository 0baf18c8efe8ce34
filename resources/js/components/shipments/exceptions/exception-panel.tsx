import type { Branch, ExceptionView } from '@shared/exceptions/types';
import { say } from '@shared/i18n/wording';
import { AlertIcon, CheckIcon } from '@/components/icons';
import { DateTime } from '@/components/dates';
import { useWords } from '@/lib/i18n';
import { AddressFix } from './address-fix';
import { DeliveryFix } from './delivery-fix';
import { DocumentFix } from './document-fix';
import type { ExceptionTarget } from './fix-route';
import { RefusalFix } from './refusal-fix';
import { useCan } from '@/hooks/use-role';

/**
 * A package's exceptions in the tracking drawer (docs/exceptions.md): the open one with what
 * happened and its fix, then what was done about earlier ones, by whom and when.
 */
export function ExceptionPanel({
  shipmentId,
  packageId,
  exceptions,
  branches,
}: {
  shipmentId: string;
  packageId: string;
  exceptions: readonly ExceptionView[];
  branches: readonly Branch[];
}) {
  const i18n = useWords();
  const open = exceptions.filter((e) => e.open);
  const done = exceptions.filter((e) => !e.open);
  if (exceptions.length === 0) return null;
  return (
    <div className="space-y-3">
      {open.map((exception) => (
        <section
          key={exception.id}
          aria-labelledby={`exception-${exception.id}`}
          className="rounded-card border border-red-200 bg-red-50/60 p-4"
        >
          <h3
            id={`exception-${exception.id}`}
            className="flex items-center gap-2 text-base font-semibold text-red-900"
          >
            <AlertIcon className="size-5 shrink-0" />
            {say(i18n, exception.label)}
          </h3>
          <p className="mt-1 text-sm text-gray-800">{say(i18n, exception.message)}</p>
          <p className="mt-1 text-xs text-gray-600">
            {i18n._('Reported')} <DateTime value={exception.raisedAt} />
          </p>
          <div className="mt-3">
            <Fix
              exception={exception}
              target={{ shipment: shipmentId, package: packageId, exception: exception.id }}
              branches={branches}
            />
          </div>
        </section>
      ))}
      {done.length > 0 && (
        <section aria-labelledby={`resolved-${packageId}`}>
          <h3 id={`resolved-${packageId}`} className="text-sm font-semibold text-gray-900">
            {i18n._('Problems resolved')}
          </h3>
          <ul className="mt-2 divide-y divide-gray-100 rounded-card border border-gray-200">
            {done.map((exception) => (
              <li key={exception.id} className="flex gap-2 p-3 text-sm">
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-green-700" />
                <span className="min-w-0">
                  <span className="block font-medium text-gray-900">
                    {say(i18n, exception.label)}
                  </span>
                  {exception.resolution && (
                    <>
                      <span className="block text-gray-700">
                        {say(i18n, exception.resolution.summary)}
                      </span>
                      <span className="block text-xs text-gray-600">
                        {i18n._('By {name}', { name: exception.resolution.by })},{' '}
                        <DateTime value={exception.resolution.at} />
                      </span>
                    </>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function Fix({
  exception,
  target,
  branches,
}: {
  exception: ExceptionView;
  target: ExceptionTarget;
  branches: readonly Branch[];
}) {
  const i18n = useWords();
  // The fixes are a shipping role's (docs/team.md); others are told who can make them.
  if (!useCan()('ship') && exception.kind !== 'damaged') {
    return (
      <p className="text-sm text-gray-800">
        {i18n._('A member of this account who ships can fix this.')}
      </p>
    );
  }
  switch (exception.kind) {
    case 'address_problem':
      return <AddressFix exception={exception} target={target} />;
    case 'delivery_attempted':
      return <DeliveryFix exception={exception} target={target} branches={branches} />;
    case 'customs_hold':
      return <DocumentFix exception={exception} target={target} />;
    case 'refused':
      return <RefusalFix exception={exception} target={target} />;
    case 'damaged':
      return (
        <p className="text-sm text-gray-800">
          {i18n._('Keep the packaging and photos of the damage: you will need them for a claim.')}
        </p>
      );
  }
}
