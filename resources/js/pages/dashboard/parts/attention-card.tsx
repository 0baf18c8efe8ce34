import { route } from '@/lib/route';
import type { AttentionSummary } from '@shared/exceptions/types';
import { trackParam } from '@shared/shipments/query';
import { AlertIcon } from '@/components/icons';
import { ButtonLink, Card } from '@/components/ui';
import { AttentionBadge } from '@/components/shipments/exceptions/attention-badge';
import { useWords } from '@/lib/i18n';

/**
 * 'Needs your attention' (docs/exceptions.md): how many packages have a problem the customer
 * can fix, and the newest of them, each opening its tracking drawer where the fix is.
 * Nothing at all while none has.
 */
export function AttentionCard({ attention }: { attention: AttentionSummary }) {
  const i18n = useWords();
  if (attention.open === 0) return null;
  return (
    <Card title={i18n._('Needs your attention')} className="mb-6 border-red-200">
      <p className="text-sm text-gray-700">
        {i18n._(
          '{count, plural, one {# package has a problem you can fix.} other {# packages have a problem you can fix.}}',
          { count: attention.open },
        )}
      </p>
      <ul className="divide-y divide-gray-100">
        {attention.packages.map((pkg) => (
          <li
            key={`${pkg.shipmentId}:${pkg.packageId}`}
            className="flex flex-wrap items-center justify-between gap-2 py-2"
          >
            <span className="flex min-w-0 flex-wrap items-center gap-2">
              <AlertIcon className="size-4 shrink-0 text-red-700" />
              <bdi dir="ltr" className="font-mono text-sm font-semibold text-gray-900">
                {pkg.awb}
              </bdi>
              <AttentionBadge exception={pkg.exception} />
            </span>
            <ButtonLink
              variant="link"
              prefetch={false}
              href={route('shipments', { track: trackParam(pkg) })}
            >
              {i18n._('Fix it')}
              <span className="sr-only"> {i18n._('AWB {awb}', { awb: pkg.awb })}</span>
            </ButtonLink>
          </li>
        ))}
      </ul>
    </Card>
  );
}
