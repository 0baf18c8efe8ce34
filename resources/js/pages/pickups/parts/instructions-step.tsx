import { INSTRUCTION_MAX, PICKUP_LABELS } from '@shared/forms/pickup';
import { TextArea } from '@/components/ui/text-area';
import type { SchemaForm } from '@/hooks/use-schema-form';
import type { PickupForm } from '@shared/forms/pickup';

/** Special Instructions: optional, up to the pickup service's limit. */
export function InstructionsStep({ form }: { form: SchemaForm<PickupForm> }) {
  return (
    <TextArea
      label={PICKUP_LABELS.instruction}
      {...form.field('instruction')}
      maxLength={INSTRUCTION_MAX}
      placeholder="Anything the courier should know (optional)"
    />
  );
}
