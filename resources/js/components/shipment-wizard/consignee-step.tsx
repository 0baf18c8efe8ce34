import { useState } from 'react';
import { AddButton } from '@/components/ui';
import { AsyncSelect } from '@/components/ui/async-select';
import { useWords } from '@/lib/i18n';
import { ConsigneeDialog } from './consignee-dialog';
import { loadConsignees } from './requests';

interface ConsigneeStepProps {
  value: { id: string; text: string };
  onChoose: (consignee: { id: string; text: string } | null) => void;
  error?: string;
  defaultCountry: string;
}

/** Choose Consignee (spec §2.9): the account's consignees, shown as 'name (email | phone)'. */
export function ConsigneeStep({ value, onChoose, error, defaultCountry }: ConsigneeStepProps) {
  const i18n = useWords();
  const [adding, setAdding] = useState(false);
  const [version, setVersion] = useState(0);
  return (
    <div className="space-y-3">
      <AsyncSelect
        label={i18n._('Consignee')}
        value={value.id ? { value: value.id, label: value.text } : null}
        onChange={(option) => onChoose(option ? { id: option.value, text: option.label } : null)}
        loadOptions={loadConsignees}
        placeholder={i18n._('Search consignees...')}
        error={error}
        cacheKey={version}
        required
      />
      <AddButton size="sm" onClick={() => setAdding(true)}>
        {i18n._('New consignee')}
      </AddButton>
      <ConsigneeDialog
        open={adding}
        onClose={() => setAdding(false)}
        defaultCountry={defaultCountry}
        onCreated={(created) => {
          setVersion((v) => v + 1);
          onChoose(created);
        }}
      />
    </div>
  );
}
