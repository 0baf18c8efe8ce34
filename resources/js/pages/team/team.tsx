import { Head } from '@inertiajs/react';
import { useState } from 'react';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import type { PageProps } from '@shared/pages';
import type { PendingInvitation, TeamMember, TeamView } from '@shared/team/types';
import { DateTime, ShortDate } from '@/components/dates';
import { NotOffered, Unreachable } from '@/components/extension-state';
import { InviteIcon } from '@/components/icons';
import { Badge, Button, Card, PageHeader, Table, type Column } from '@/components/ui';
import { useWords } from '@/lib/i18n';
import { InviteDialog } from './parts/invite-dialog';
import { MemberRole } from './parts/member-role';
import { RemoveMember } from './parts/remove-member';
import { TwoFactorSetting } from './parts/two-factor-setting';
import { WithdrawInvitation } from './parts/withdraw-invitation';

const TEAM_PROP = 'team';

/**
 * Team (docs/team.md, 'In the portal'): the account's members with a role each, the
 * invitations still waiting, 'Invite a colleague' and the two-factor requirement, for the
 * account's admins. The provider keeps the last admin; the page says so before anyone tries.
 */
export default function Team({ team }: PageProps['team/team']) {
  const i18n = useWords();
  const [inviting, setInviting] = useState(false);
  return (
    <>
      <Head title={i18n._('Team')} />
      <PageHeader
        title={i18n._('Team')}
        description={i18n._('Who may use this account, and what each member may do.')}
        actions={
          team.state === 'ok' && (
            <Button icon={<InviteIcon />} onClick={() => setInviting(true)}>
              {i18n._('Invite a colleague')}
            </Button>
          )
        }
      />
      {team.state === 'ok' ? (
        <>
          <TeamSections team={team.value} />
          <InviteDialog open={inviting} onClose={() => setInviting(false)} />
        </>
      ) : team.state === 'not-offered' ? (
        <NotOffered message={say(i18n, messages.team.notOffered)} />
      ) : (
        <Unreachable message={say(i18n, messages.team.unavailable)} only={[TEAM_PROP]} />
      )}
    </>
  );
}

function TeamSections({ team }: { team: TeamView }) {
  const i18n = useWords();
  const memberColumns: Column<TeamMember>[] = [
    {
      key: 'name',
      header: /*i18n*/ 'Name',
      cell: (m) => (
        <span className="font-medium text-gray-900">
          {m.name || m.email}
          {m.userId === team.you && (
            <span className="ms-2">
              <Badge tone="neutral">{i18n._('You')}</Badge>
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'email',
      header: /*i18n*/ 'Email',
      cell: (m) => (
        <bdi dir="ltr" className="break-all">
          {m.email}
        </bdi>
      ),
    },
    { key: 'role', header: /*i18n*/ 'Role', cell: (m) => <MemberRole member={m} /> },
    {
      key: 'joined',
      header: /*i18n*/ 'Joined',
      cell: (m) => (
        <span className="whitespace-nowrap">
          <ShortDate value={m.joinedAt} />
        </span>
      ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">{i18n._('Actions')}</span>,
      align: 'end',
      cell: (m) => <RemoveMember member={m} you={m.userId === team.you} />,
    },
  ];
  const invitationColumns: Column<PendingInvitation>[] = [
    {
      key: 'email',
      header: /*i18n*/ 'Email',
      cell: (inv) => (
        <bdi dir="ltr" className="font-medium break-all text-gray-900">
          {inv.email}
        </bdi>
      ),
    },
    { key: 'role', header: /*i18n*/ 'Role', cell: (inv) => inv.roleLabel },
    { key: 'invitedBy', header: /*i18n*/ 'Invited by', cell: (inv) => inv.invitedBy ?? '—' },
    {
      key: 'expires',
      header: /*i18n*/ 'Valid until',
      cell: (inv) => (
        <span className="whitespace-nowrap">
          <DateTime value={inv.expiresAt} />
        </span>
      ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">{i18n._('Actions')}</span>,
      align: 'end',
      cell: (inv) => <WithdrawInvitation invitation={inv} />,
    },
  ];
  return (
    <div className="space-y-6">
      <Card title={i18n._('Members')} flush>
        <p className="px-4 pb-3 text-sm text-gray-600 sm:px-6">
          {say(i18n, messages.team.lastAdmin)}
        </p>
        <Table
          caption={i18n._('Members')}
          columns={memberColumns}
          rows={team.members}
          rowKey={(m) => m.userId}
        />
      </Card>
      <Card title={i18n._('Invitations waiting')} flush>
        {team.invitations.length > 0 ? (
          <Table
            caption={i18n._('Invitations waiting')}
            columns={invitationColumns}
            rows={team.invitations}
            rowKey={(inv) => inv.id}
          />
        ) : (
          <p className="px-4 pb-4 text-sm text-gray-600 sm:px-6">
            {say(i18n, messages.team.noInvitations)}
          </p>
        )}
      </Card>
      <TwoFactorSetting required={team.requireTwoFactor} />
    </div>
  );
}
