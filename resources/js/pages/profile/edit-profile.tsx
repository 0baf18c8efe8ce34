import { Head, usePage } from '@inertiajs/react';
import { route } from '@/lib/route';
import { profileForm } from '@shared/forms/profile';
import { TextInput } from '@/components/ui/text-input';
import { NameFields } from '@/components/name-fields';
import { Button, Card, PageHeader } from '@/components/ui';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useWords } from '@/lib/i18n';

/**
 * spec §2.7 Edit Profile: first and last name; e-mail and phone shown but never editable
 * (spec §5). The user block beside the menu follows the saved name at once.
 */
export default function EditProfile() {
  const i18n = useWords();
  const user = usePage().props.auth.user;
  const form = useSchemaForm(
    profileForm,
    { first_name: user?.first_name ?? '', last_name: user?.last_name ?? '' },
    { errorBag: 'profile' },
  );

  return (
    <>
      <Head title={i18n._('Edit Profile')} />
      <PageHeader title={i18n._('Edit Profile')} />
      <Card>
        <form
          onSubmit={form.onSubmit('put', route('edit-profile.update'), { preserveScroll: true })}
          noValidate
          className="space-y-4"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <NameFields first={form.field('first_name')} last={form.field('last_name')} />
            <TextInput
              label={i18n._('Email')}
              value={user?.email ?? ''}
              onChange={() => {}}
              dir="ltr"
              disabled
            />
            <TextInput
              label={i18n._('Phone')}
              value={user?.phone_number ?? ''}
              onChange={() => {}}
              dir="ltr"
              disabled
            />
          </div>
          <Button type="submit" busy={form.processing} busyText={i18n._('saving...')}>
            {i18n._('Save Changes')}
          </Button>
        </form>
      </Card>
    </>
  );
}
