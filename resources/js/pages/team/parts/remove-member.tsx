import { router } from '@inertiajs/react';
import { useState } from 'react';
import { route } from '@/lib/route';
import type { TeamMember } from '@shared/team/types';
import { Button } from '@/components/ui';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useWords } from '@/lib/i18n';

/**
 * 'Remove', through a confirm dialog naming the member. The provider keeps the last admin:
 * its refusal comes back as a toast in its words, and the member stays.
 */
export function RemoveMember({ member, you }: { member: TeamMember; you: boolean }) {
  const i18n = useWords();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = member.name || member.email;
  const remove = () => {
    setBusy(true);
    router.delete(route('team.remove', { member: member.userId }), {
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
        {i18n._('Remove')}
        <span className="sr-only"> {name}</span>
      </Button>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        onConfirm={remove}
        title={you ? i18n._('Leave this account?') : i18n._('Remove {name}?', { name })}
        message={
          you
            ? i18n._('You will no longer see this account or act on it.')
            : i18n._(
                '{name} will no longer see this account or act on it. Invite them again to bring them back.',
                { name },
              )
        }
        confirmText={i18n._('Remove')}
        busy={busy}
        busyText={i18n._('Removing...')}
        danger
      />
    </>
  );
}
