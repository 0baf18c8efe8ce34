import { Head } from '@inertiajs/react';
import { route } from '@/lib/route';
import { claimTakesPhotos } from '@shared/claims/types';
import type { PageProps } from '@shared/pages';
import { trackParam } from '@shared/shipments/query';
import { ClaimStatusBadge } from '@/components/claims/claim-status';
import { ButtonLink, PageHeader } from '@/components/ui';
import { useWords } from '@/lib/i18n';
import { AddPhotos } from './parts/add-photos';
import { AnswerForm } from './parts/answer-form';
import { ClaimSummary } from './parts/claim-summary';
import { ClaimThread } from './parts/claim-thread';
import { useCan } from '@/hooks/use-role';

/**
 * A claim (docs/claims.md): what was claimed and where it stands, the provider's question
 * and its answer while it waits for information, photos added while it is undecided, and
 * the thread between the customer and the courier.
 */
export default function Claim({ claim }: PageProps['claims/claim']) {
  const i18n = useWords();
  // Answering and adding photos are a shipping role's (docs/team.md).
  const can = useCan();
  const title = i18n._('Claim for AWB {awb}', { awb: claim.awb });
  return (
    <>
      <Head title={title} />
      <PageHeader
        title={title}
        backHref={route('claims')}
        backLabel={i18n._('Back to claims')}
        actions={
          <ButtonLink
            variant="secondary"
            href={route('shipments', {
              track: trackParam({ shipmentId: claim.shipmentId, packageId: claim.packageId }),
            })}
          >
            {i18n._('Track the package')}
          </ButtonLink>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="space-y-6">
          {can('ship') && claim.status === 'information_needed' && claim.informationRequest && (
            <AnswerForm claimId={claim.id} question={claim.informationRequest} />
          )}
          <ClaimThread messages={claim.messages} />
        </div>
        <div className="space-y-6">
          <ClaimSummary claim={claim} badge={<ClaimStatusBadge claim={claim} />} />
          {can('ship') && claimTakesPhotos(claim) && <AddPhotos claim={claim} />}
        </div>
      </div>
    </>
  );
}
