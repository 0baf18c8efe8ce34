import { useState, type FormEvent } from 'react';
import { route } from '@/lib/route';
import { passkeyNameForm, PASSKEY_NAME_MAX } from '@shared/forms/two-factor';
import type { PasskeyView } from '@shared/two-factor/types';
import { Button, Card, FormActions } from '@/components/ui';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { TextInput } from '@/components/ui/text-input';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useWords } from '@/lib/i18n';
import type { PasswordAction } from './password-dialog';
import { useWhen } from './when';

/**
 * Passkeys (docs/two-factor.md): several per user, each named, renamed and removed (with
 * the password). The browser's prompt and its library load only when one is added.
 */
export function Passkeys({
  passkeys,
  onPassword,
}: {
  passkeys: PasskeyView[];
  onPassword: (action: PasswordAction) => void;
}) {
  const i18n = useWords();
  const when = useWhen();
  const [renaming, setRenaming] = useState<PasskeyView | null>(null);
  return (
    <Card title={i18n._('Passkeys')}>
      <p className="text-sm text-gray-700">
        {i18n._(
          'A passkey signs you in with your fingerprint, face or screen lock, with or without your password.',
        )}
      </p>
      {passkeys.length > 0 && (
        <ul className="mt-4 divide-y divide-gray-100" aria-label={i18n._('Passkeys')}>
          {passkeys.map((passkey) => (
            <li
              key={passkey.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium break-words text-gray-900">{passkey.name}</p>
                <p className="text-sm text-gray-600">
                  {i18n._('Added {added}', { added: when(passkey.createdAt) })}
                  {' · '}
                  {passkey.lastUsedAt
                    ? i18n._('Last used {used}', { used: when(passkey.lastUsedAt) })
                    : i18n._('Never used')}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button variant="secondary" size="sm" onClick={() => setRenaming(passkey)}>
                  {i18n._('Rename')}
                  <span className="sr-only"> {passkey.name}</span>
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() =>
                    onPassword({
                      title: i18n._('Remove the passkey?'),
                      message: i18n._('Enter your password to remove ‘{name}’.', {
                        name: passkey.name,
                      }),
                      submitLabel: i18n._('Remove'),
                      method: 'delete',
                      url: route('two-factor.destroy-passkey', { passkey: passkey.id }),
                    })
                  }
                >
                  {i18n._('Remove')}
                  <span className="sr-only"> {passkey.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AddPasskey />
      <Dialog
        open={renaming !== null}
        onClose={() => setRenaming(null)}
        title={i18n._('Rename passkey')}
      >
        {renaming && <RenameForm passkey={renaming} onClose={() => setRenaming(null)} />}
      </Dialog>
    </Card>
  );
}

function AddPasskey() {
  const i18n = useWords();
  const form = useSchemaForm(passkeyNameForm, { name: '', response: '' }, { errorBag: 'passkey' });
  const [prompting, setPrompting] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate(['name'])) return;
    setPrompting(true);
    const { registerPasskey } = await import('@/components/two-factor/passkey-prompt');
    const outcome = await registerPasskey(route('two-factor.passkey-options'));
    setPrompting(false);
    if (!outcome.ok) {
      form.setErrors({
        response:
          outcome.reason === 'unsupported'
            ? i18n._('This browser cannot use passkeys.')
            : outcome.reason === 'cancelled'
              ? i18n._('The passkey was not added: the prompt was closed or timed out.')
              : i18n._('The passkey could not be added right now. Please try again.'),
      });
      return;
    }
    form.submit('post', route('two-factor.store-passkey'), {
      data: { response: outcome.response },
      preserveScroll: true,
      onSuccess: () => form.reset(),
    });
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 max-w-md space-y-4">
      <FormError error={form.errors.response} />
      <TextInput
        label={i18n._('Passkey name')}
        hint={i18n._('So you can tell it apart, such as ‘Work laptop’.')}
        {...form.field('name')}
        maxLength={PASSKEY_NAME_MAX}
        autoComplete="off"
        required
      />
      <Button
        type="submit"
        busy={prompting || form.processing}
        busyText={i18n._('Waiting for the passkey...')}
      >
        {i18n._('Add a passkey')}
      </Button>
    </form>
  );
}

function RenameForm({ passkey, onClose }: { passkey: PasskeyView; onClose: () => void }) {
  const i18n = useWords();
  const form = useSchemaForm(
    passkeyNameForm,
    { name: passkey.name },
    { errorBag: 'renamePasskey' },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit('put', route('two-factor.rename-passkey', { passkey: passkey.id }), {
      preserveScroll: true,
      onSuccess: onClose,
    });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <TextInput
        label={i18n._('Passkey name')}
        {...form.field('name')}
        maxLength={PASSKEY_NAME_MAX}
        autoComplete="off"
        required
      />
      <FormActions
        onCancel={onClose}
        submitLabel={i18n._('Rename')}
        busy={form.processing}
        busyText={i18n._('Saving...')}
      />
    </form>
  );
}
