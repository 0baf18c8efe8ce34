import { router, usePoll } from '@inertiajs/react';
import { useState } from 'react';
import { route } from 'ziggy-js';
import type { ImportScreen } from '@shared/shipment-import/types';
import { Button, Card, ProgressBar } from '@/components/ui';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FileName } from './import-groups';

type Running = Extract<ImportScreen, { stage: 'running' }>;

/** How often the page asks how far the job has got. */
const POLL_MS = 1500;

const n = (value: number) => value.toLocaleString('en');

/**
 * Step 4: the job books the rows in the background; the bar follows it. Leaving, reloading
 * or signing in elsewhere finds it where it is; Cancel stops before the next row.
 */
export function ImportProgress({ screen }: { screen: Running }) {
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
          ? 'Waiting to start…'
          : screen.progress.state === 'cancelling'
            ? 'Cancelling: the row being sent is finished first, and no other is sent.'
            : `Creating shipments: ${n(done + failed)} of ${n(total)} sent.`}
      </p>
      <ProgressBar
        className="mt-4"
        label="Shipments sent"
        value={done + failed}
        max={total}
        valueText={`${n(done + failed)} of ${n(total)} rows sent`}
      />
      <dl className="mt-4 grid grid-cols-3 gap-4 text-sm">
        <div>
          <dt className="text-gray-600">Created</dt>
          <dd className="text-lg font-semibold text-gray-900">{n(done)}</dd>
        </div>
        <div>
          <dt className="text-gray-600">Failed</dt>
          <dd className="text-lg font-semibold text-gray-900">{n(failed)}</dd>
        </div>
        <div>
          <dt className="text-gray-600">Left</dt>
          <dd className="text-lg font-semibold text-gray-900">{n(left)}</dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-gray-600">
        You can leave this page: the import goes on, and this page shows it when you come back.
      </p>
      <div className="mt-6 flex flex-col sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          disabled={screen.progress.state === 'cancelling'}
          onClick={() => setConfirming(true)}
        >
          Cancel import
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={cancel}
        title="Cancel the import?"
        message="Shipments already created stay created. The rows not yet sent will not be sent."
        confirmText="Cancel import"
        cancelText="Keep going"
        busy={busy}
        busyText="Cancelling..."
        danger
      />
    </Card>
  );
}
