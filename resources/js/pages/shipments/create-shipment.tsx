import { Head, router } from '@inertiajs/react';
import clsx from 'clsx';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { route } from '@/lib/route';
import { issueErrors } from '@shared/forms/errors';
import { shipmentWizardForm } from '@shared/forms/shipment';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import type { PageProps } from '@shared/pages';
import { withDefaultReason, withTaxNumber } from '@shared/shipment-wizard/customs';
import { shipmentMode, withAddress } from '@shared/shipment-wizard/mode';
import {
  firstStepWithError,
  LAST_STEP,
  WIZARD_STEPS,
  wizardStepStates,
} from '@shared/shipment-wizard/steps';
import { endKinds } from '@shared/shipments/returns';
import { consigneeEmail, hasCod, type WizardValues } from '@shared/shipment-wizard/values';
import { TextInput } from '@/components/ui/text-input';
import { FormError } from '@/components/ui/form-error';
import { Badge, Button, Card, PageHeader, Stepper } from '@/components/ui';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { AddressStep } from '@/components/shipment-wizard/address-step';
import { ConsigneeStep } from '@/components/shipment-wizard/consignee-step';
import {
  ExpiredQuote,
  freshQuote,
  type Repriced,
} from '@/components/shipment-wizard/expired-quote';
import { PackagesStep } from '@/components/shipment-wizard/packages-step';
import { ReturnBanner } from '@/components/shipment-wizard/return-banner';
import type { AddressOption } from '@/components/address/options';
import { ServiceStep } from '@/components/shipment-wizard/service-step';
import { useDraftSync } from '@/components/shipment-wizard/use-draft-sync';
import { usePayload } from '@/components/shipment-wizard/use-payload';
import { useProblemsUnderFields, useRates } from '@/components/shipment-wizard/use-rates';
import { WizardSummary } from '@/components/shipment-wizard/wizard-summary';
import { MODE_NAMES, STEP_NAMES } from '@/components/shipment-wizard/words';
import { useWords } from '@/lib/i18n';

type Props = PageProps['shipments/create-shipment'];

/** Prices are asked for from Service Selection on. */
const SERVICE_STEP = WIZARD_STEPS.findIndex((s) => s.key === 'service');

/**
 * Create Shipment (spec §2.9): six steps in the spec's order, each checked by Next with the
 * shared rules; the shipment mode follows the two addresses; the draft follows the user
 * into the session at every move.
 */
export default function CreateShipment(props: Props) {
  // A new draft (after Discard draft) is a new wizard: every state starts afresh.
  return <Wizard key={props.draft.id} {...props} />;
}

function Wizard({ draft, enums, defaultCountry }: Props) {
  const i18n = useWords();
  const form = useSchemaForm<WizardValues>(shipmentWizardForm, draft.values, {
    errorBag: 'createShipment',
  });
  const [step, setStep] = useState(draft.step);
  const [notice, setNotice] = useState<string | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const [discardBusy, setDiscardBusy] = useState(false);
  const { data, errors } = form;
  const mode = shipmentMode(data);
  const international = mode === 'international';
  const payload = usePayload(data.customerId);
  const lists = enums.ok ? enums.value : null;
  useDraftSync(draft.id, step, data, form.processing);
  const rates = useRates(data, draft.id, step >= SERVICE_STEP);
  const [repriced, setRepriced] = useState<Repriced>(null);
  useProblemsUnderFields(rates.problems, (found) => form.inertia.setError(found as never));
  // The reason for export follows the packages' commodity types until the customer picks
  // one (a gift is sent as a gift): the server opens the draft with it, this keeps it so.
  const reasoned = withDefaultReason(data);
  useEffect(() => {
    if (reasoned !== data) form.inertia.setData('exportReason', reasoned.exportReason);
    // Only the reason it gives matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reasoned.exportReason]);

  const current = WIZARD_STEPS[step] ?? WIZARD_STEPS[0];
  const states = useMemo(() => wizardStepStates(data, step), [data, step]);
  const steps = WIZARD_STEPS.map((s, index) => ({
    label: i18n._(STEP_NAMES[s.key]),
    state: states[index]!,
  }));

  /** Picks an address; a change of mode adds or clears the packages' items (spec §4). */
  const chooseAddress = (which: 'sender' | 'receiver', address: AddressOption | null) => {
    const { values, switchedTo } = withAddress(data, which, address);
    if (switchedTo) {
      setNotice(
        switchedTo === 'international'
          ? messages.shipment.nowInternational
          : messages.shipment.nowDomestic,
      );
    }
    // The party's tax number, where the address book gives one (the customs details).
    form.inertia.setData(withTaxNumber(values, which, address?.taxNumber));
    form.clearErrors([
      `${which}AddressId`,
      'packages',
      'productCode',
      'customPaymentType',
      which === 'sender' ? 'exporterTaxNumber' : 'importerTaxNumber',
    ]);
  };

  const next = () => {
    if (!form.validate(current.fields)) return;
    setStep((s) => Math.min(s + 1, LAST_STEP));
    window.scrollTo({ top: 0 });
  };
  const back = () => {
    form.clearErrors();
    setStep((s) => Math.max(s - 1, 0));
    window.scrollTo({ top: 0 });
  };

  const create = (quoteId = rates.quoteIdFor(data.productCode)) => {
    const check = shipmentWizardForm.safeParse(data);
    if (!check.success) {
      // A step already passed may have changed since (an address switched the mode).
      const bad = firstStepWithError(issueErrors(check.error.issues));
      if (bad !== null && bad !== step) setStep(bad);
    }
    form.submit('post', route('create-shipment.store', { draft: draft.id }), {
      data: { quoteId },
      onError: (found) => {
        // The quote expired: the new price is shown, and booked only once confirmed.
        if ('quoteId' in found) {
          void freshQuote(data, draft.id).then((quote) => setRepriced({ quote }));
          return;
        }
        const bad = firstStepWithError(found as Record<string, string>);
        if (bad !== null) setStep(bad);
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step === LAST_STEP) create();
    else next();
  };

  /**
   * The pickup (our own addresses) or the delivery (the customers') address step; a
   * return's pickup among the customers' and its delivery among our own.
   */
  const kinds = endKinds(draft.returnOf !== null);
  const addressStep = (which: 'sender' | 'receiver') => (
    <AddressStep
      kind={kinds[which]}
      role={which === 'sender' ? 'pickup' : 'delivery'}
      label={which === 'sender' ? i18n._('Pickup Address') : i18n._('Delivery Address')}
      value={{ id: data[`${which}AddressId`], text: data[`${which}AddressText`] }}
      onChoose={(a) => chooseAddress(which, a)}
      error={errors[`${which}AddressId`]}
      defaultCountry={defaultCountry}
    />
  );

  const body = () => {
    switch (current.key) {
      case 'pickup':
        return addressStep('sender');
      case 'consignee':
        return (
          <ConsigneeStep
            value={{ id: data.customerId, text: data.customerText }}
            onChoose={(c) => {
              form.inertia.setData({
                ...data,
                customerId: c?.id ?? '',
                customerText: c?.text ?? '',
                // On whenever the consignee has an e-mail to send the tracking link to.
                notifyConsignee: consigneeEmail(c?.text ?? '') !== '',
              });
              form.clearErrors(['customerId']);
            }}
            error={errors.customerId}
            defaultCountry={defaultCountry}
          />
        );
      case 'references':
        return (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput
              label={i18n._('Order Reference')}
              {...form.field('reference1')}
              maxLength={64}
            />
            <TextInput
              label={i18n._('Billing Reference')}
              {...form.field('billingReference')}
              maxLength={64}
            />
          </div>
        );
      case 'delivery':
        return addressStep('receiver');
      case 'service':
        return (
          <ServiceStep form={form} mode={mode} payload={payload} enums={lists} rates={rates} />
        );
      case 'packages':
        return (
          <PackagesStep
            form={form}
            international={international}
            cod={hasCod(data)}
            enums={lists}
            currencies={payload.payload.currencies}
          />
        );
    }
  };

  return (
    <>
      <Head title={i18n._('Create Shipment')} />
      <PageHeader
        title={i18n._('Create Shipment')}
        backHref={route('shipments')}
        backLabel={i18n._('Back to My Shipments')}
        description={say(i18n, messages.shipment.draftKept)}
        actions={
          <Button variant="secondary" onClick={() => setDiscarding(true)}>
            {i18n._('Discard draft')}
          </Button>
        }
      />
      {draft.returnOf && <ReturnBanner returnOf={draft.returnOf} />}
      <div className="grid gap-6 md:grid-cols-[220px_minmax(0,1fr)]">
        <Card className="md:self-start">
          <Stepper steps={steps} label={i18n._('Shipment steps')} />
        </Card>
        <form onSubmit={submit} noValidate className="min-w-0 space-y-4">
          <div
            className={clsx(
              step === LAST_STEP && 'grid gap-4 xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start',
            )}
          >
            <Card
              id={current.id}
              title={i18n._(STEP_NAMES[current.key])}
              actions={
                (step >= 3 || data.receiverAddressId !== '') && (
                  <Badge tone={international ? 'info' : 'neutral'}>
                    {i18n._(MODE_NAMES[mode])}
                  </Badge>
                )
              }
            >
              <div role="status" aria-live="polite">
                {notice && (
                  <p className="mb-4 flex items-start justify-between gap-3 rounded-md bg-brand-50 p-3 text-sm text-brand-800">
                    {say(i18n, notice)}
                    <Button variant="link" onClick={() => setNotice(null)}>
                      {i18n._('Dismiss')}
                    </Button>
                  </p>
                )}
              </div>
              <FormError error={errors.form} />
              {body()}
            </Card>
            {step === LAST_STEP && (
              <WizardSummary
                values={data}
                payload={payload.payload}
                mode={mode}
                rates={rates}
                onChooseProduct={(code) => form.set('productCode', code)}
              />
            )}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            {step > 0 ? (
              <Button variant="secondary" onClick={back} disabled={form.processing}>
                {i18n._('Go Back')}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" busy={form.processing} busyText={i18n._('Creating...')}>
              {step === LAST_STEP ? i18n._('Create Shipment') : i18n._('Next')}
            </Button>
          </div>
        </form>
      </div>
      <ExpiredQuote
        repriced={repriced}
        busy={form.processing}
        onClose={() => setRepriced(null)}
        onConfirm={(quoteId) => {
          setRepriced(null);
          create(quoteId);
        }}
      />
      <ConfirmDialog
        open={discarding}
        onClose={() => setDiscarding(false)}
        onConfirm={() =>
          router.delete(route('create-shipment.discard'), {
            onStart: () => setDiscardBusy(true),
            onFinish: () => setDiscardBusy(false),
          })
        }
        busy={discardBusy}
        busyText={i18n._('Discarding...')}
        title={i18n._('Discard this draft?')}
        message={i18n._(
          'Everything entered in this shipment will be cleared and the wizard starts over.',
        )}
        confirmText={i18n._('Discard')}
        danger
      />
    </>
  );
}
