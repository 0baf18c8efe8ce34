import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import { markQuotes, quoteOf } from '@shared/rates/marks';
import type { ShipmentMode } from '@shared/shipment-wizard/mode';
import { productsFor } from '@shared/shipment-wizard/products';
import type { WizardEnums } from '@shared/shipment-wizard/types';
import { consigneeEmail } from '@shared/shipment-wizard/values';
import { Checkbox, CheckboxGroup, RadioCards, RetryNotice, Select } from '@/components/ui';
import { useWords } from '@/lib/i18n';
import { CustomsFields } from './customs-fields';
import type { WizardForm } from './types';
import { QuoteDetail, RatesNotice } from './rate-parts';
import type { PayloadState } from './use-payload';
import type { RatesState } from './use-rates';

interface ServiceStepProps {
  form: WizardForm;
  mode: ShipmentMode;
  payload: PayloadState;
  enums: WizardEnums | null;
  rates: RatesState;
}

/**
 * Service Selection (spec §2.9, §9): the products of the shipment's group as cards, each
 * with its delivery date and, once the packages are known (a draft from Ship again, a
 * return, a preset), its price; added services as multiple choice, the insurance flag and,
 * when international, the customs payment type and the commercial invoice's customs details.
 */
export function ServiceStep({ form, mode, payload, enums, rates }: ServiceStepProps) {
  const i18n = useWords();
  const { data, errors } = form;
  const group = productsFor(payload.payload.products, mode);
  const quotes = rates.quotes.filter((q) => group.some((p) => p.value === q.product.value));
  const marks = markQuotes(rates.priced ? quotes : []);
  const products = group.map((product) => {
    const quote = quoteOf(quotes, product.value);
    return quote
      ? { ...product, detail: <QuoteDetail quote={quote} priced={rates.priced} marks={marks} /> }
      : product;
  });
  const waiting = payload.status === 'loading' && products.length === 0;
  const email = consigneeEmail(data.customerText);

  return (
    <div className="space-y-6">
      {payload.status === 'failed' && (
        <RetryNotice onRetry={payload.retry}>
          {say(i18n, messages.shipment.payloadFailed)}
        </RetryNotice>
      )}
      <RatesNotice rates={rates} />
      <RadioCards
        legend={i18n._('Product')}
        name="productCode"
        options={products}
        value={data.productCode}
        onChange={(value) => form.set('productCode', value)}
        error={errors.productCode}
        required
        empty={
          <p className="mt-2 text-sm text-gray-600">
            {waiting ? i18n._('Loading...') : i18n._('No options')}
          </p>
        }
      />
      <CheckboxGroup
        legend={i18n._('Added services')}
        options={payload.payload.added_services}
        value={data.services}
        onChange={(value) => form.set('services', value)}
        error={errors.services}
        empty={
          <p className="mt-2 text-sm text-gray-600">
            {waiting ? i18n._('Loading...') : i18n._('No options')}
          </p>
        }
      />
      <Checkbox
        label={i18n._('Insurance')}
        description={i18n._('Insure this shipment for its declared value.')}
        checked={data.insurance}
        onChange={(value) => form.set('insurance', value)}
      />
      <Checkbox
        label={i18n._('Notify the consignee by e-mail')}
        description={
          email
            ? i18n._(
                'We e-mail {email} a link to follow the shipment when it is booked and when it is delivered.',
                { email },
              )
            : i18n._('The consignee has no e-mail address.')
        }
        checked={Boolean(email) && data.notifyConsignee === true}
        disabled={!email}
        onChange={(value) => form.set('notifyConsignee', value)}
      />
      {mode === 'international' && (
        <Select
          label={i18n._('Customs payment type')}
          options={enums?.customsPaymentTypes ?? []}
          value={data.customPaymentType}
          onChange={(value) => form.set('customPaymentType', value)}
          error={errors.customPaymentType}
          required
          className="sm:max-w-sm"
        />
      )}
      {mode === 'international' && <CustomsFields form={form} />}
    </div>
  );
}
