import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import { emptyPackage } from '@shared/shipment-wizard/values';
import type { WizardEnums } from '@shared/shipment-wizard/types';
import { ErrorText } from '@/components/ui/field';
import { AddButton, type SelectOption } from '@/components/ui';
import { useWords } from '@/lib/i18n';
import { PackageCard } from './package-card';
import { usePresets } from './package-presets';
import type { WizardForm } from './types';

interface PackagesStepProps {
  form: WizardForm;
  international: boolean;
  cod: boolean;
  enums: WizardEnums | null;
  currencies: readonly SelectOption[];
}

/** Packages (spec §2.9, §4): a new package goes on top; numbering runs from the bottom. */
export function PackagesStep({ form, international, cod, enums, currencies }: PackagesStepProps) {
  const i18n = useWords();
  const presets = usePresets();
  return (
    <div className="space-y-4">
      {!enums && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {say(i18n, messages.shipment.listsFailed)}
        </p>
      )}
      <AddButton onClick={() => form.insert('packages', emptyPackage(international), 0)}>
        {i18n._('Add Package')}
      </AddButton>
      {form.errors.packages && (
        <div aria-invalid="true" tabIndex={-1}>
          <ErrorText id="packages-error" error={form.errors.packages} />
        </div>
      )}
      {form.data.packages.map((pkg, index) => (
        <PackageCard
          key={pkg.key}
          form={form}
          index={index}
          international={international}
          cod={cod}
          enums={enums}
          currencies={currencies}
          presets={presets}
        />
      ))}
    </div>
  );
}
