import { Trans } from '@lingui/react';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import type { ReturnOf } from '@shared/shipments/returns';
import { InfoIcon } from '@/components/icons';
import { useWords } from '@/lib/i18n';

/**
 * Says plainly, above every step, that the draft is a return: of which AWB,
 * and that its ends are the original's swapped.
 */
export function ReturnBanner({ returnOf }: { returnOf: ReturnOf }) {
  const i18n = useWords();
  return (
    <section
      aria-label={i18n._('Return')}
      className="mb-6 flex items-start gap-3 rounded-card border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900"
    >
      <InfoIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div className="min-w-0">
        <p className="font-semibold">
          {/* messages.returns.banner, the AWB kept left to right within the sentence. */}
          <Trans
            id="This shipment is a return of AWB {awb}."
            values={{ awb: <bdi dir="ltr">{returnOf.awb}</bdi> }}
          />
        </p>
        <p className="mt-0.5">{say(i18n, messages.returns.bannerDetail)}</p>
      </div>
    </section>
  );
}
