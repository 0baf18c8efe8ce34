import type { ExceptionView } from '@shared/exceptions/types';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES, documentForm } from '@shared/forms/exception';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import { route } from '@/lib/route';
import { Button, FileInput } from '@/components/ui';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useWords } from '@/lib/i18n';
import { FIX_ERROR_BAG, FIX_VISIT, type ExceptionTarget } from './fix-route';

/**
 * customs_hold: the document customs asked for, a PDF, JPEG or PNG of at most 10 MB. The
 * portal passes it on to the provider as it arrives, and checks what it is by its content.
 */
export function DocumentFix({
  exception,
  target,
}: {
  exception: ExceptionView;
  target: ExceptionTarget;
}) {
  const i18n = useWords();
  const form = useSchemaForm(
    documentForm,
    { document: null as File | null },
    { errorBag: FIX_ERROR_BAG },
  );
  const choose = (file: File | null) => {
    form.set('document', file);
    if (file && file.size > DOCUMENT_MAX_BYTES) {
      form.setErrors({ document: messages.exceptions.documentTooLarge });
    }
  };
  const asked = exception.document ? say(i18n, exception.document.label) : null;
  return (
    <form
      onSubmit={form.onSubmit('post', route('shipments.exception-document', { ...target }), {
        ...FIX_VISIT,
        onSuccess: () => form.reset('document'),
      })}
      noValidate
      className="space-y-3"
    >
      <FileInput
        label={
          asked
            ? i18n._('{document} for customs', { document: asked })
            : i18n._('Document for customs')
        }
        accept={DOCUMENT_ACCEPT}
        hint={i18n._('A PDF, JPEG or PNG file, at most 10 MB.')}
        onChange={choose}
        error={form.errors.document}
        required
      />
      <Button type="submit" busy={form.processing} busyText={i18n._('Sending...')}>
        {i18n._('Send to customs')}
      </Button>
    </form>
  );
}
