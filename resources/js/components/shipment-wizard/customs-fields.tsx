import { EXPORT_REASONS, type ExportReason } from '@shared/customs/invoice';
import { taxNumbersRequired } from '@shared/shipment-wizard/customs';
import { Select } from '@/components/ui';
import { TextInput } from '@/components/ui/text-input';
import { useWords } from '@/lib/i18n';
import type { WizardForm } from './types';

/** The reasons as the select names them (shared/customs/invoice.ts), drawn with `i18n._`. */
export const EXPORT_REASON_NAMES: Record<ExportReason, string> = {
  sale: /*i18n*/ 'Sale',
  gift: /*i18n*/ 'Gift',
  sample: /*i18n*/ 'Sample',
  return: /*i18n*/ 'Return',
  repair: /*i18n*/ 'Repair',
};

/**
 * The commercial invoice's customs details of an international shipment: why the goods
 * leave (following the packages' commodity types until the customer picks one), who signs
 * it (the profile's name to start with), and, where the destination asks for them
 * (shared/customs/tax-numbers.ts), both parties' tax numbers.
 */
export function CustomsFields({ form }: { form: WizardForm }) {
  const i18n = useWords();
  const { data, errors } = form;
  const taxed = taxNumbersRequired(data);
  const reasons = EXPORT_REASONS.map((value) => ({
    value,
    label: i18n._(EXPORT_REASON_NAMES[value]),
  }));

  return (
    <fieldset className="rounded-md border border-gray-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-gray-900">{i18n._('Customs')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={i18n._('Reason for export')}
          options={reasons}
          value={data.exportReason}
          onChange={(value) => {
            form.set('exportReason', value);
            form.set('exportReasonChosen', value !== '');
          }}
          error={errors.exportReason}
          required
        />
        <TextInput
          label={i18n._('Signed by')}
          {...form.field('signerName')}
          autoComplete="name"
          maxLength={100}
          required
        />
        {taxed && (
          <>
            <p className="text-sm text-gray-600 sm:col-span-2">
              {i18n._(
                'The destination country asks customs for the tax numbers of the shipper and the consignee (VAT, EORI or national tax id).',
              )}
            </p>
            <TextInput
              label={i18n._('Shipper tax number')}
              {...form.field('exporterTaxNumber')}
              dir="ltr"
              maxLength={40}
              required
            />
            <TextInput
              label={i18n._('Consignee tax number')}
              {...form.field('importerTaxNumber')}
              dir="ltr"
              maxLength={40}
              required
            />
          </>
        )}
      </div>
    </fieldset>
  );
}
