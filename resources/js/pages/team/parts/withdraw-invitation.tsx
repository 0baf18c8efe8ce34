import { router } from '@inertiajs/react';
import { Trans } from '@lingui/react';
import { useState } from 'react';
import { route } from '@/lib/route';
import type { PendingInvitation } from '@shared/team/types';
import { Button } from '@/components/ui';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useWords } from '@/lib/i18n';

/** 'Withdraw' an invitation still waiting: its link stops working. */
export function WithdrawInvitation({ invitation }: { invitation: PendingInvitation }) {
  const i18n = useWords();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const withdraw = () => {
    setBusy(true);
    router.delete(route('team.withdraw', { invitation: invitation.id }), {
      preserveScroll: true,
      preserveState: true,
      onFinish: () => {
        setBusy(false);
        setAsking(false);
      },
    });
  };
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
        {i18n._('Withdraw')}
        <span className="sr-only"> {invitation.email}</span>
      </Button>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        onConfirm={withdraw}
        title={i18n._('Withdraw the invitation?')}
        message={
          <Trans
            id="The link sent to {email} will stop working."
            values={{ email: <bdi dir="ltr">{invitation.email}</bdi> }}
          />
        }
        confirmText={i18n._('Withdraw')}
        cancelText={i18n._('Keep it')}
        busy={busy}
        busyText={i18n._('Withdrawing...')}
        danger
      />
    </>
  );
}
