import { route } from '@/lib/route';
import { Card } from '@/components/ui';
import { Checkbox } from '@/components/ui/choice';
import { ErrorText } from '@/components/ui/field';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useWords } from '@/lib/i18n';

/**
 * 'Require two-factor sign-in for every member': switched at once, as the provider holds it.
 * How a member then signs in is docs/two-factor.md's.
 */
export function TwoFactorSetting({ required }: { required: boolean }) {
  const i18n = useWords();
  const form = useSchemaForm(
    () => import('@shared/forms/team').then((forms) => forms.securityForm),
    { require_two_factor: required },
    { errorBag: 'security' },
  );
  return (
    <Card title={i18n._('Sign-in security')}>
      <Checkbox
        label={i18n._('Require two-factor sign-in for every member')}
        description={i18n._(
          'When it is on, every member of this account signs in with a second factor.',
        )}
        checked={required}
        disabled={form.processing}
        onChange={(on) =>
          form.submit('put', route('team.security'), {
            data: { require_two_factor: on },
            preserveState: true,
          })
        }
      />
      <ErrorText id="require-two-factor-error" error={form.errors.require_two_factor} />
    </Card>
  );
}
