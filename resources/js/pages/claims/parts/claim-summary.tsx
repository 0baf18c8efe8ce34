import type { ReactNode } from 'react';
import { formatMoney } from '@shared/billing/format';
import type { ClaimDetail } from '@shared/claims/types';
import { ShortDate, useFormatLocale } from '@/components/dates';
import { Card } from '@/components/ui';
import { useWords } from '@/lib/i18n';

/** What was claimed and where it stands: status, kind, amounts, dates, photos, reason. */
export function ClaimSummary({ claim, badge }: { claim: ClaimDetail; badge: ReactNode }) {
  const i18n = useWords();
  const locale = useFormatLocale();
  const rows: [string, ReactNode][] = [
    [i18n._('Status'), badge],
    [i18n._('Kind'), claim.kindLabel],
    [i18n._('Amount claimed'), <bdi dir="ltr">{formatMoney(claim.amount, locale)}</bdi>],
    ...(claim.approvedAmount
      ? ([
          [
            i18n._('Amount approved'),
            <bdi dir="ltr" className="font-semibold text-green-800">
              {formatMoney(claim.approvedAmount, locale)}
            </bdi>,
          ],
        ] as [string, ReactNode][])
      : []),
    [i18n._('Filed'), <ShortDate value={claim.createdAt} />],
    [i18n._('Last update'), <ShortDate value={claim.updatedAt} />],
    [i18n._('Photos'), i18n._('{count} of 5', { count: claim.photos })],
  ];
  return (
    <Card title={i18n._('The claim')}>
      <dl className="divide-y divide-gray-100 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex items-start justify-between gap-3 py-2">
            <dt className="text-gray-600">{term}</dt>
            <dd className="text-end font-medium text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      {claim.status === 'refused' && claim.statusReason && (
        <p className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
          <span className="font-semibold">{i18n._('Why it was refused:')}</span>{' '}
          {claim.statusReason}
        </p>
      )}
      <h3 className="mt-4 text-sm font-semibold text-gray-900">{i18n._('Description')}</h3>
      <p className="mt-1 text-sm whitespace-pre-line text-gray-800">{claim.description}</p>
    </Card>
  );
}
