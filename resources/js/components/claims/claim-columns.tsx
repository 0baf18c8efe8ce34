import { route } from '@/lib/route';
import { formatMoney } from '@shared/billing/format';
import type { ClaimRow } from '@shared/claims/types';
import { ShortDate, useFormatLocale } from '@/components/dates';
import type { Column } from '@/components/ui';
import { Link } from '@/components/ui/link';
import { useWords } from '@/lib/i18n';
import { ClaimStatusBadge } from './claim-status';

function Amount({ row }: { row: ClaimRow }) {
  const i18n = useWords();
  const locale = useFormatLocale();
  return (
    <span className="block whitespace-nowrap">
      <bdi dir="ltr">{formatMoney(row.amount, locale)}</bdi>
      {row.approvedAmount && (
        <span className="block text-xs text-green-800">
          {i18n._('Approved: {amount}', { amount: formatMoney(row.approvedAmount, locale) })}
        </span>
      )}
    </span>
  );
}

/** The claim's page, named by its package's AWB. */
export function ClaimLink({ row }: { row: ClaimRow }) {
  const i18n = useWords();
  return (
    <Link
      href={route('claim', { claim: row.id })}
      className="font-mono font-semibold text-brand-700 underline-offset-4 hover:underline"
      aria-label={i18n._('Claim for AWB {awb}', { awb: row.awb })}
    >
      <bdi dir="ltr">{row.awb}</bdi>
    </Link>
  );
}

/** Claims' columns: the package's AWB (the claim's page), kind, amount, status, filed on. */
export const CLAIM_COLUMNS: Column<ClaimRow>[] = [
  { key: 'awb', header: /*i18n*/ 'AWB', cell: (row) => <ClaimLink row={row} /> },
  { key: 'kind', header: /*i18n*/ 'Kind', cell: (row) => row.kindLabel },
  { key: 'amount', header: /*i18n*/ 'Amount claimed', cell: (row) => <Amount row={row} /> },
  { key: 'status', header: /*i18n*/ 'Status', cell: (row) => <ClaimStatusBadge claim={row} /> },
  { key: 'filed', header: /*i18n*/ 'Filed', cell: (row) => <ShortDate value={row.createdAt} /> },
];
