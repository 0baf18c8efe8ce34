import { route } from '@/lib/route';
import { answerForm, CLAIM_LABELS, CLAIM_TEXT_MAX } from '@shared/forms/claim';
import { say } from '@shared/i18n/wording';
import { InfoIcon } from '@/components/icons';
import { Button, Card } from '@/components/ui';
import { FormError } from '@/components/ui/form-error';
import { TextArea } from '@/components/ui/text-area';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useWords } from '@/lib/i18n';

/** The courier's question while the claim waits for information, and the answer to it. */
export function AnswerForm({ claimId, question }: { claimId: string; question: string }) {
  const i18n = useWords();
  const form = useSchemaForm(answerForm, { text: '' }, { errorBag: 'answer' });
  return (
    <Card title={i18n._('The courier needs more information')}>
      <p className="flex items-start gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
        <InfoIcon className="mt-0.5 size-4 shrink-0" />
        <span className="whitespace-pre-line">{question}</span>
      </p>
      <form
        onSubmit={form.onSubmit('post', route('claim.answer', { claim: claimId }), {
          preserveScroll: true,
          onSuccess: () => form.reset('text'),
        })}
        noValidate
        className="mt-4 space-y-4"
      >
        <FormError error={form.errors.form ? say(i18n, form.errors.form) : undefined} />
        <TextArea
          label={i18n._(CLAIM_LABELS.answer)}
          maxLength={CLAIM_TEXT_MAX}
          {...form.field('text')}
          required
        />
        <div className="flex justify-end">
          <Button type="submit" busy={form.processing} busyText={i18n._('Sending...')}>
            {i18n._('Send the answer')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
