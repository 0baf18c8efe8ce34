import { route } from '@/lib/route';
import { Button, Card, Notice } from '@/components/ui';
import { useWords } from '@/lib/i18n';
import type { PasswordAction } from './password-dialog';

/**
 * Ten new recovery codes, shown this once (docs/two-factor.md), with a download the
 * browser makes from the codes shown.
 */
export function NewRecoveryCodes({ codes }: { codes: string[] }) {
  const i18n = useWords();
  const download = () => {
    const text = `${i18n._('Courier Portal recovery codes')}\n\n${codes.join('\n')}\n`;
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Card title={i18n._('Your recovery codes')} className="mb-6">
      <Notice>
        {i18n._(
          'Keep these codes somewhere safe: they are shown only now. Each code signs you in once, in place of a code from your app or a passkey.',
        )}
      </Notice>
      <ol
        dir="ltr"
        aria-label={i18n._('Your recovery codes')}
        className="my-4 grid grid-cols-2 gap-2 font-mono text-sm text-gray-900 sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-gray-50 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ol>
      <Button variant="secondary" onClick={download}>
        {i18n._('Download')}
      </Button>
    </Card>
  );
}

/** How many codes are left, and a new set (the old one void) with the password. */
export function RecoveryCodes({
  left,
  onPassword,
}: {
  left: number;
  onPassword: (action: PasswordAction) => void;
}) {
  const i18n = useWords();
  return (
    <Card title={i18n._('Recovery codes')}>
      <p className="text-sm text-gray-700">
        {i18n._(
          '{count, plural, one {# recovery code left.} other {# recovery codes left.}} Each works once, when you have neither your app nor a passkey.',
          { count: left },
        )}
      </p>
      <Button
        variant="secondary"
        className="mt-4"
        onClick={() =>
          onPassword({
            title: i18n._('New recovery codes?'),
            message: i18n._(
              'Enter your password for ten new codes. The codes you have now will stop working.',
            ),
            submitLabel: i18n._('New recovery codes'),
            method: 'post',
            url: route('two-factor.recovery-codes'),
          })
        }
      >
        {i18n._('New recovery codes')}
      </Button>
    </Card>
  );
}
