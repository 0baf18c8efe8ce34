import { router, usePoll } from '@inertiajs/react';
import { useState } from 'react';
import { route } from '@/lib/route';
import type { ImportScreen } from '@shared/shipment-import/types';
import { Button, Card, ProgressBar } from '@/components/ui';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { counted } from '@/lib/numbers';
import { useWords } from '@/lib/i18n';
import { FileName } from './import-groups';

type Running = Extract<ImportScreen, { stage: 'running' }>;

/** How often the page asks how far the job has got. */
const POLL_MS = 1500;

/**
 * Step 4: the job books the rows in the background; the bar follows it. Leaving, reloading
 * or signing in elsewhere finds it where it is; Cancel stops before the next row.
 */
export function ImportProgress({ screen }: { screen: Running }) {
  const i18n = useWords();
  const n = (value: number) => counted(i18n, value);
  const { done, failed, left, total } = screen.progress;
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  usePoll(POLL_MS, { only: ['screen'] });

  const cancel = () =>
    router.post(
      route('import-shipments.cancel'),
      {},
      {
        onStart: () => setBusy(true),
        onFinish: () => {
          setBusy(false);
          setConfirming(false);
        },
      },
    );

  return (
    <Card title={<FileName>{screen.fileName}</FileName>}>
      <p className="text-sm text-gray-700" aria-live="polite">
        {screen.progress.state === 'queued'
          ? i18n._('Waiting to start…')
          : screen.progress.state === 'cancelling'
            ? i18n._('Cancelling: the row being sent is finished first, and no other is sent.')
            : i18n._('Creating shipments: {sent} of {total} sent.', {
                sent: n(done + failed),
                total: n(total),
              })}
      </p>
      <ProgressBar
        className="mt-4"
        label={i18n._('Shipments sent')}
        value={done + failed}
        max={total}
        valueText={i18n._('{sent} of {total} rows sent', {
          sent: n(done + failed),
          total: n(total),
        })}
      />
      <dl className="mt-4 grid grid-cols-3 gap-4 text-sm">
        <div>
          <dt className="text-gray-600">{i18n._('Created')}</dt>
          <dd className="text-lg font-semibold text-gray-900">{n(done)}</dd>
        </div>
        <div>
          <dt className="text-gray-600">{i18n._('Failed')}</dt>
          <dd className="text-lg font-semibold text-gray-900">{n(failed)}</dd>
        </div>
        <div>
          <dt className="text-gray-600">{i18n._('Left')}</dt>
          <dd className="text-lg font-semibold text-gray-900">{n(left)}</dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-gray-600">
        {i18n._(
          'You can leave this page: the import goes on, and this page shows it when you come back.',
        )}
      </p>
      <div className="mt-6 flex flex-col sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          disabled={screen.progress.state === 'cancelling'}
          onClick={() => setConfirming(true)}
        >
          {i18n._('Cancel import')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={cancel}
        title={i18n._('Cancel the import?')}
        message={i18n._(
          'Shipments already created stay created. The rows not yet sent will not be sent.',
        )}
        confirmText={i18n._('Cancel import')}
        cancelText={i18n._('Keep going')}
        busy={busy}
        busyText={i18n._('Cancelling...')}
        danger
      />
    </Card>
  );
}
