import { Head } from '@inertiajs/react';
import { useEffect, useState, type FormEvent } from 'react';
import { route } from '@/lib/route';
import { emptyPickup, pickupForm, type PickupForm } from '@shared/forms/pickup';
import type { PageProps } from '@shared/pages';
import { localToday, preferredDate } from '@shared/pickups/dates';
import { useTimeZone } from '@/lib/time-zone';
import { pickupSteps } from '@shared/pickups/steps';
import { FormError } from '@/components/ui/form-error';
import { Button, Card, PageHeader, Stepper } from '@/components/ui';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useWizard } from '@/hooks/use-wizard';
import { useWords } from '@/lib/i18n';
import { say } from '@shared/i18n/wording';
import { DetailsStep } from './parts/details-step';
import { InstructionsStep } from './parts/instructions-step';
import { ScheduleStep } from './parts/schedule-step';
import { ShipperStep } from './parts/shipper-step';
import { ShipperSummary } from './parts/shipper-summary';

/**
 * Schedule Pickup (spec §2.10, §4): Shipper Information, Shipping Details, Pickup Schedule
 * and Special Instructions, the one wizard behaviour of the portal. With the dashboard's
 * shipper address it starts at Shipping Details with that address chosen.
 */
export default function SchedulePickup(props: PageProps['pickups/schedule-pickup']) {
  const i18n = useWords();
  const { addresses, preset, defaults, submission, draft } = props;
  const zone = useTimeZone();
  const [today] = useState(() => localToday(new Date(), zone));
  const [schema] = useState(() => pickupForm(today));
  const [steps] = useState(() => pickupSteps(preset !== null));
  const known = (id: string) => addresses.ok && addresses.value.some((a) => a.value === id);
  const form = useSchemaForm<PickupForm>(
    schema,
    draft
      ? {
          ...emptyPickup(),
          ...draft,
          address_id: preset?.value ?? (known(draft.address_id) ? draft.address_id : ''),
          submission,
        }
      : {
          ...emptyPickup(),
          address_id: preset?.value ?? (known(defaults.addressId) ? defaults.addressId : ''),
          pickup_date: preferredDate(defaults.date, today),
          time_from: defaults.timeFrom,
          time_to: defaults.timeTo,
          submission,
        },
    { errorBag: 'pickup' },
  );
  const wizard = useWizard(steps, form, { onChange: () => window.scrollTo({ top: 0 }) });

  // After a refused submit the errors arrive with the next render: then show their step.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals) wizard.showFirstError();
    // Only a new refusal moves the wizard.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusals]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!wizard.isLast) {
      wizard.next();
      return;
    }
    form.submit('post', route('schedule-pickup.store'), {
      // The token of the latest visit: the page may have reloaded since (the address popup).
      data: { submission },
      onError: () => setRefusals((n) => n + 1),
    });
  };

  const chosen =
    preset ??
    (addresses.ok ? (addresses.value.find((a) => a.value === form.data.address_id) ?? null) : null);

  return (
    <>
      <Head title={i18n._('Schedule Pickup')} />
      <PageHeader
        title={i18n._('Schedule Pickup')}
        backHref={route('pickups')}
        backLabel={i18n._('Back to My PickUps')}
      />
      <div className="grid gap-4 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-6">
        <Card className="self-start">
          <Stepper
            steps={wizard.steps.map((step) => ({ ...step, label: say(i18n, step.label) }))}
            label={i18n._('Schedule pickup steps')}
          />
        </Card>
        <Card>
          <form onSubmit={onSubmit} noValidate className="space-y-6">
            <h2 className="text-lg font-semibold text-gray-900">{say(i18n, wizard.step.label)}</h2>
            <FormError error={form.errors.form} />
            {wizard.step.id !== 'step-1' && (
              <ShipperSummary address={chosen} error={form.errors.address_id} />
            )}
            {wizard.step.id === 'step-1' && <ShipperStep form={form} props={props} />}
            {wizard.step.id === 'step-2' && <DetailsStep form={form} />}
            {wizard.step.id === 'step-3' && <ScheduleStep form={form} today={today} />}
            {wizard.step.id === 'step-4' && <InstructionsStep form={form} />}
            <div className="flex flex-col-reverse gap-2 border-t border-gray-100 pt-4 sm:flex-row sm:justify-between">
              {wizard.isFirst ? (
                <span className="hidden sm:block" />
              ) : (
                <Button variant="secondary" onClick={wizard.back} disabled={form.processing}>
                  {i18n._('Go Back')}
                </Button>
              )}
              {wizard.isLast ? (
                <Button type="submit" busy={form.processing} busyText={i18n._('submitting....')}>
                  {i18n._('Submit')}
                </Button>
              ) : (
                <Button type="submit">{i18n._('Continue')}</Button>
              )}
            </div>
          </form>
        </Card>
      </div>
    </>
  );
}
