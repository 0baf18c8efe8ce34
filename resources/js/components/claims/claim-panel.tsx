import { route } from '@/lib/route';
import type { ClaimBadge, Claimable } from '@shared/claims/types';
import { useDates } from '@/components/dates';
import { ClaimsIcon } from '@/components/icons';
import { Link } from '@/components/ui/link';
import { useWords } from '@/lib/i18n';
import { ClaimStatusBadge } from './claim-status';
import { FileClaim, type ClaimTarget } from './file-claim';

/**
 * A package's claim in its tracking drawer (docs/claims.md): the claim filed, with its
 * status and page; or 'File a claim' until the provider's deadline, and the date it closed
 * once past. Nothing for a package that cannot be claimed for.
 */
export function ClaimPanel({
  claimable,
  claim,
  target,
}: {
  claimable: Claimable | null | undefined;
  claim: ClaimBadge | null | undefined;
  target: ClaimTarget;
}) {
  const i18n = useWords();
  const dates = useDates();
  if (!claim && !claimable) return null;
  return (
    <section
      aria-labelledby={`claim-${target.package}`}
      className="rounded-card border border-gray-200 p-4"
    >
      <h3
        id={`claim-${target.package}`}
        className="flex items-center gap-2 text-base font-semibold text-gray-900"
      >
        <ClaimsIcon className="size-5 text-brand-700" />
        {i18n._('Claim')}
      </h3>
      {claim ? (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <ClaimStatusBadge claim={claim} />
          <Link
            href={route('claim', { claim: claim.id })}
            className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {i18n._('View the claim')}
          </Link>
        </div>
      ) : claimable!.pastDeadline ? (
        <p className="mt-1 text-sm text-gray-700">
          {i18n._('Claims on this package closed on {date}.', {
            date: dates.shortDate(claimable!.deadline),
          })}
        </p>
      ) : (
        <div className="mt-1 space-y-3">
          <p className="text-sm text-gray-700">
            {i18n._('Lost, damaged or with contents missing? You can file a claim until {date}.', {
              date: dates.shortDate(claimable!.deadline),
            })}
          </p>
          <FileClaim claimable={claimable!} target={target} />
        </div>
      )}
    </section>
  );
}
