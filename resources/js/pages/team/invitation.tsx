import { Head, router } from '@inertiajs/react';
import { Trans } from '@lingui/react';
import { useState } from 'react';
import { route, routeAt } from '@/lib/route';
import { say } from '@shared/i18n/wording';
import type { PageProps } from '@shared/pages';
import type { InvitationView } from '@shared/team/types';
import { DateTime } from '@/components/dates';
import { InviteIcon, InfoIcon } from '@/components/icons';
import { Button, ButtonLink, Card, Notice } from '@/components/ui';
import { useWords } from '@/lib/i18n';

type Waiting = Extract<InvitationView, { state: 'waiting' }>;

/**
 * An invitation's page (docs/team.md, 'In the portal'), open to anyone with its link: the
 * account, the role, who invited and until when. Signed out: sign in (and come back here)
 * or create an account with the invited e-mail. Signed in with another e-mail: said so.
 * Signed in with it: 'Join'. An invitation that no longer works says why.
 */
export default function Invitation({ invitation, signedInAs }: PageProps['team/invitation']) {
  const i18n = useWords();
  return (
    <>
      <Head title={i18n._('Invitation')} />
      <div className="mx-auto w-full max-w-lg py-8 sm:py-12">
        {invitation.state === 'waiting' ? (
          <WaitingInvitation invitation={invitation} signedInAs={signedInAs} />
        ) : (
          <Card>
            <div className="flex flex-col items-center gap-3 text-center">
              <InfoIcon className="size-8 text-gray-500" />
              <h1 className="text-lg font-semibold text-gray-900">
                {say(i18n, invitation.message)}
              </h1>
              <p className="text-sm text-gray-600">
                {i18n._('Ask the account’s admin to send you a new invitation.')}
              </p>
              <ButtonLink href={route(signedInAs ? 'dashboard' : 'login')} variant="secondary">
                {signedInAs ? i18n._('Go to the dashboard') : i18n._('Login')}
              </ButtonLink>
            </div>
          </Card>
        )}
      </div>
    </>
  );
}

function WaitingInvitation({
  invitation,
  signedInAs,
}: {
  invitation: Waiting;
  signedInAs: string | null;
}) {
  const i18n = useWords();
  const sameEmail =
    signedInAs !== null && signedInAs.trim().toLowerCase() === invitation.email.toLowerCase();
  return (
    <Card>
      <div className="space-y-5">
        <div className="flex items-start gap-3">
          <InviteIcon className="mt-1 size-6 shrink-0 text-brand-700" />
          <div>
            <h1 className="text-xl font-semibold text-gray-900">
              {i18n._('Join {account}', { account: invitation.clientName })}
            </h1>
            <p className="mt-1 text-sm text-gray-700">
              {invitation.invitedBy
                ? i18n._('{name} invited you to this account as {role}.', {
                    name: invitation.invitedBy,
                    role: invitation.roleLabel,
                  })
                : i18n._('You are invited to this account as {role}.', {
                    role: invitation.roleLabel,
                  })}
            </p>
          </div>
        </div>
        <dl className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
          <dt className="text-gray-600">{i18n._('Account')}</dt>
          <dd className="font-medium text-gray-900">{invitation.clientName}</dd>
          <dt className="text-gray-600">{i18n._('Role')}</dt>
          <dd className="font-medium text-gray-900">{invitation.roleLabel}</dd>
          <dt className="text-gray-600">{i18n._('Sent to')}</dt>
          <dd className="font-medium break-all text-gray-900">
            <bdi dir="ltr">{invitation.email}</bdi>
          </dd>
          <dt className="text-gray-600">{i18n._('Valid until')}</dt>
          <dd className="font-medium text-gray-900">
            <DateTime value={invitation.expiresAt} />
          </dd>
        </dl>
        {signedInAs === null ? (
          <SignedOut email={invitation.email} />
        ) : sameEmail ? (
          <JoinButton account={invitation.clientName} />
        ) : (
          <Notice>
            <Trans
              id="You are signed in as {you}. This invitation was sent to {email}: sign out, then sign in with that address to accept it."
              values={{
                you: <bdi dir="ltr">{signedInAs}</bdi>,
                email: <bdi dir="ltr">{invitation.email}</bdi>,
              }}
            />
          </Notice>
        )}
      </div>
    </Card>
  );
}

function SignedOut({ email }: { email: string }) {
  const i18n = useWords();
  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-700">
        <Trans
          id="Sign in with {email} to accept, or create an account with that address."
          values={{ email: <bdi dir="ltr">{email}</bdi> }}
        />
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <ButtonLink href={route('login')}>{i18n._('Sign in to accept')}</ButtonLink>
        <ButtonLink href={route('create-account')} variant="secondary">
          {i18n._('Create an account')}
        </ButtonLink>
      </div>
    </div>
  );
}

function JoinButton({ account }: { account: string }) {
  const i18n = useWords();
  const [busy, setBusy] = useState(false);
  const join = () => {
    setBusy(true);
    router.post(
      route('invitation.accept', { token: String(routeAt(window.location.href)?.params.token) }),
      {},
      { onFinish: () => setBusy(false) },
    );
  };
  return (
    <Button onClick={join} busy={busy} busyText={i18n._('Joining...')} block>
      {i18n._('Join {account}', { account })}
    </Button>
  );
}
