import { router } from '@inertiajs/react';
import { useState } from 'react';
import { formatMoney } from '@shared/billing/format';
import type { ExceptionView } from '@shared/exceptions/types';
import type { FixAction } from '@shared/forms/exception';
import { Button } from '@/components/ui';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useFormatLocale } from '@/components/dates';
import { useWords } from '@/lib/i18n';
import { FIX_VISIT, fixUrl, type ExceptionTarget } from './fix-route';

type Way = Extract<FixAction, 'return_to_shipper' | 'abandon'>;

/** refused: back to the shipper, or abandoned; each one's cost said before it is confirmed. */
export function RefusalFix({
  exception,
  target,
}: {
  exception: ExceptionView;
  target: ExceptionTarget;
}) {
  const i18n = useWords();
  const locale = useFormatLocale();
  const [asking, setAsking] = useState<Way | null>(null);
  const [busy, setBusy] = useState(false);
  const costs = exception.costs;
  const cost = (way: Way) =>
    costs ? formatMoney(way === 'abandon' ? costs.abandon : costs.returnToShipper, locale) : '';
  const confirm = () => {
    if (!asking) return;
    setBusy(true);
    router.post(
      fixUrl(target, asking),
      {},
      {
        ...FIX_VISIT,
        onFinish: () => {
          setBusy(false);
          setAsking(null);
        },
      },
    );
  };
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setAsking('return_to_shipper')}>
          {i18n._('Return to me')}
          {costs && <span className="font-normal">({cost('return_to_shipper')})</span>}
        </Button>
        <Button variant="secondary" onClick={() => setAsking('abandon')}>
          {i18n._('Abandon the parcel')}
          {costs && <span className="font-normal">({cost('abandon')})</span>}
        </Button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        onConfirm={confirm}
        busy={busy}
        busyText={i18n._('Sending...')}
        danger={asking === 'abandon'}
        title={
          asking === 'abandon' ? i18n._('Abandon the parcel?') : i18n._('Return the parcel to you?')
        }
        message={
          asking === 'abandon'
            ? i18n._('The parcel will be neither delivered nor returned. This costs {cost}.', {
                cost: cost('abandon'),
              })
            : i18n._('The parcel comes back to your address. This costs {cost}.', {
                cost: cost('return_to_shipper'),
              })
        }
        confirmText={asking === 'abandon' ? i18n._('Abandon') : i18n._('Return to me')}
        cancelText={i18n._('Not now')}
      />
    </>
  );
}
