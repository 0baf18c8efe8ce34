import type { ClaimBadge, ClaimStatus } from '@shared/claims/types';
import { Badge, type BadgeTone } from '@/components/ui';

const TONES: Record<ClaimStatus, BadgeTone> = {
  submitted: 'neutral',
  in_review: 'info',
  information_needed: 'warning',
  approved: 'success',
  refused: 'danger',
};

/** A claim's status in the provider's words, its tone by what it asks of the customer. */
export function ClaimStatusBadge({ claim }: { claim: Pick<ClaimBadge, 'status' | 'statusLabel'> }) {
  return (
    <Badge tone={TONES[claim.status]} wrap>
      {claim.statusLabel}
    </Badge>
  );
}
