import { INSTRUCTION_MAX, PICKUP_LABELS } from '@shared/forms/pickup';
import { TextArea } from '@/components/ui/text-area';
import type { SchemaForm } from '@/hooks/use-schema-form';
import type { PickupForm } from '@shared/forms/pickup';
import { say } from '@shared/i18n/wording';
import { useWords } from '@/lib/i18n';

/** Special Instructions: optional, up to the pickup service's limit. */
export function InstructionsStep({ form }: { form: SchemaForm<PickupForm> }) {
  const i18n = useWords();
  return (
    <TextArea
      label={say(i18n, PICKUP_LABELS.instruction)}
      {...form.field('instruction')}
      maxLength={INSTRUCTION_MAX}
      placeholder={i18n._('Anything the courier should know (optional)')}
    />
  );
}
