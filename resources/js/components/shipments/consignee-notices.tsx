import { route } from '@/lib/route';
import { CHANNEL_LABELS, EVENT_LABELS } from '@shared/notices/words';
import {
  CONSIGNEE_EVENTS,
  consigneeNoticesForm,
  NOTICE_CHANNELS,
  type ConsigneeEvent,
  type ConsigneeNotices,
} from '@shared/forms/notices';
import { Button, CheckboxGroup } from '@/components/ui';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useWords } from '@/lib/i18n';

/**
 * What the shipment's consignee is told, and how (docs/notices.md): the provider sends it.
 * Saved with the drawer's tracking alone coming back, so the drawer stays as it was.
 */
export function ConsigneeNoticesForm({
  shipmentId,
  notices,
}: {
  shipmentId: string;
  notices: ConsigneeNotices;
}) {
  const i18n = useWords();
  const form = useSchemaForm(
    consigneeNoticesForm,
    { ...notices },
    { errorBag: 'consigneeNotices' },
  );
  const channels = NOTICE_CHANNELS.filter((channel) => form.data[channel]);
  return (
    <section aria-labelledby={`consignee-notices-${shipmentId}`}>
      <h3 id={`consignee-notices-${shipmentId}`} className="text-base font-semibold text-gray-900">
        {i18n._('What the consignee is told')}
      </h3>
      <form
        onSubmit={form.onSubmit(
          'put',
          route('shipments.consignee-notices', { shipment: shipmentId }),
          { preserveScroll: true, preserveState: true, only: ['tracking'] },
        )}
        noValidate
        className="mt-3 space-y-4"
      >
        <CheckboxGroup
          legend={i18n._('How')}
          options={NOTICE_CHANNELS.map((channel) => ({
            value: channel,
            label: i18n._(CHANNEL_LABELS[channel]),
          }))}
          value={channels}
          onChange={(chosen) => {
            form.set('email', chosen.includes('email'));
            form.set('sms', chosen.includes('sms'));
          }}
          error={form.errors.email ?? form.errors.sms}
        />
        <CheckboxGroup
          legend={i18n._('About')}
          options={CONSIGNEE_EVENTS.map((event) => ({
            value: event,
            label: i18n._(EVENT_LABELS[event]),
          }))}
          value={form.data.events}
          onChange={(chosen) => form.set('events', chosen as ConsigneeEvent[])}
          error={form.errors.events}
        />
        <Button
          type="submit"
          variant="secondary"
          busy={form.processing}
          busyText={i18n._('Saving...')}
        >
          {i18n._('Save')}
        </Button>
      </form>
    </section>
  );
}
