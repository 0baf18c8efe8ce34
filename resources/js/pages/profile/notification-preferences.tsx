import { Head } from '@inertiajs/react';
import { route } from '@/lib/route';
import {
  NOTICE_CHANNELS,
  NOTICE_EVENTS,
  noticePreferencesForm,
  type NoticeChannel,
  type NoticeEvent,
  type NoticePreferences,
} from '@shared/forms/notices';
import { say } from '@shared/i18n/wording';
import { CHANNEL_LABELS, EVENT_LABELS } from '@shared/notices/words';
import { messages } from '@shared/messages';
import type { PageProps } from '@shared/pages';
import { Button, Card, CheckboxGroup, PageHeader } from '@/components/ui';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useWords } from '@/lib/i18n';

type Props = PageProps['profile/notification-preferences'];

/**
 * Notifications (docs/notices.md): for each event, whether the provider tells the user by
 * e-mail, by SMS, or both. The provider keeps the choice and sends the notices.
 */
export default function NotificationPreferences({ preferences }: Props) {
  const i18n = useWords();
  return (
    <>
      <Head title={i18n._('Notifications')} />
      <PageHeader
        title={i18n._('Notifications')}
        description={i18n._('Choose what we tell you about your shipments, and how.')}
      />
      <Card>
        {preferences.state === 'ok' ? (
          <PreferencesForm initial={preferences.value} />
        ) : (
          <p className="text-sm text-gray-700">
            {say(
              i18n,
              preferences.state === 'not-offered'
                ? messages.billing.notOffered
                : messages.toast.unavailable,
            )}
          </p>
        )}
      </Card>
    </>
  );
}

function PreferencesForm({ initial }: { initial: NoticePreferences }) {
  const i18n = useWords();
  const form = useSchemaForm(noticePreferencesForm, { events: initial }, { errorBag: 'notices' });
  const chosen = (event: NoticeEvent) =>
    NOTICE_CHANNELS.filter((channel) => form.data.events[event][channel]);
  const choose = (event: NoticeEvent, channels: string[]) =>
    form.set(`events.${event}`, {
      email: channels.includes('email'),
      sms: channels.includes('sms'),
    });
  const errorOf = (event: NoticeEvent) =>
    form.errors[`events.${event}.sms`] ??
    form.errors[`events.${event}.email`] ??
    form.errors[`events.${event}`];
  return (
    <form
      onSubmit={form.onSubmit('put', route('notification-preferences.update'), {
        preserveScroll: true,
      })}
      noValidate
      className="max-w-2xl space-y-5"
    >
      {NOTICE_EVENTS.map((event) => (
        <CheckboxGroup
          key={event}
          legend={i18n._(EVENT_LABELS[event])}
          options={NOTICE_CHANNELS.map((channel: NoticeChannel) => ({
            value: channel,
            label: i18n._(CHANNEL_LABELS[channel]),
          }))}
          value={chosen(event)}
          onChange={(channels) => choose(event, channels)}
          error={errorOf(event)}
        />
      ))}
      <Button type="submit" busy={form.processing} busyText={i18n._('Saving...')}>
        {i18n._('Save')}
      </Button>
    </form>
  );
}
