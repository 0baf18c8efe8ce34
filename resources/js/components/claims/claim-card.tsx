import type { ClaimRow } from '@shared/claims/types';
import { saidColumns } from '@/components/shipments/said-columns';
import { ListCard } from '@/components/ui/list-card';
import { useWords } from '@/lib/i18n';
import { CLAIM_COLUMNS, ClaimLink } from './claim-columns';
import { ClaimStatusBadge } from './claim-status';

/** A claim as a phone lists it: its AWB and status at the top, then kind, amount, date. */
export function ClaimCard({ claim }: { claim: ClaimRow }) {
  const i18n = useWords();
  return (
    <ListCard
      label={i18n._('AWB')}
      id={<ClaimLink row={claim} />}
      aside={<ClaimStatusBadge claim={claim} />}
      row={claim}
      columns={saidColumns(i18n, CLAIM_COLUMNS)}
      keys={['kind', 'amount', 'filed']}
    />
  );
}
