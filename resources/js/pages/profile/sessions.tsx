import { Head, router } from '@inertiajs/react';
import { useState } from 'react';
import { route } from '@/lib/route';
import type { PageProps } from '@shared/pages';
import type { SessionView } from '@shared/two-factor/types';
import { Badge, Button, Card, PageHeader } from '@/components/ui';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useWords } from '@/lib/i18n';
import { useWhen } from './parts/when';

type Props = PageProps['profile/sessions'];

/**
 * Where you're signed in (docs/two-factor.md, 'In the portal'): each session with its
 * device, first and last seen, this one marked; sign out one, or all the others.
 */
export default function Sessions({ sessions }: Props) {
  const i18n = useWords();
  const when = useWhen();
  const [ending, setEnding] = useState<SessionView | 'others' | null>(null);
  const [busy, setBusy] = useState(false);
  const others = sessions.filter((s) => !s.current);

  const device = (s: SessionView) =>
    s.browser && s.os
      ? i18n._('{browser} on {os}', { browser: s.browser, os: s.os })
      : (s.browser ?? s.os ?? i18n._('Unknown device'));

  const signOut = () => {
    if (!ending) return;
    setBusy(true);
    const url =
      ending === 'others'
        ? route('sessions.destroy-others')
        : route('sessions.destroy', { session: ending.id });
    router.delete(url, {
      preserveScroll: true,
      onFinish: () => {
        setBusy(false);
        setEnding(null);
      },
    });
  };

  return (
    <>
      <Head title={i18n._("Where you're signed in")} />
      <PageHeader
        title={i18n._("Where you're signed in")}
        description={i18n._(
          'The browsers and devices signed in to your profile. Sign out any you do not recognise.',
        )}
      />
      <Card
        flush
        actions={
          others.length > 0 ? (
            <Button variant="secondary" size="sm" onClick={() => setEnding('others')}>
              {i18n._('Sign out all other sessions')}
            </Button>
          ) : null
        }
        title={i18n._('Sessions')}
      >
        <ul className="divide-y divide-gray-100" aria-label={i18n._('Sessions')}>
          {sessions.map((s) => (
            <li
              key={s.id}
              className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium text-gray-900">
                  <bdi>{device(s)}</bdi>
                  {s.current && <Badge tone="success">{i18n._('This browser')}</Badge>}
                </p>
                <p className="text-sm text-gray-600">
                  {i18n._('Signed in {first}', { first: when(s.firstSeen) })}
                  {' · '}
                  {i18n._('Last seen {last}', { last: when(s.lastSeen) })}
                </p>
              </div>
              {!s.current && (
                <Button
                  variant="secondary"
                  size="sm"
                  className="shrink-0 self-start sm:self-auto"
                  onClick={() => setEnding(s)}
                >
                  {i18n._('Sign out')}
                  <span className="sr-only"> {device(s)}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
        {others.length === 0 && (
          <p className="px-4 pb-4 text-sm text-gray-700 sm:px-6">
            {i18n._('You are not signed in anywhere else.')}
          </p>
        )}
      </Card>
      <ConfirmDialog
        open={ending !== null}
        onClose={() => setEnding(null)}
        onConfirm={signOut}
        title={
          ending === 'others'
            ? i18n._('Sign out all other sessions?')
            : i18n._('Sign out this session?')
        }
        message={
          ending === 'others'
            ? i18n._('Every other browser and device will have to sign in again.')
            : ending
              ? i18n._('{device} will have to sign in again.', { device: device(ending) })
              : ''
        }
        confirmText={i18n._('Sign out')}
        busy={busy}
        busyText={i18n._('Signing out...')}
        danger
      />
    </>
  );
}
