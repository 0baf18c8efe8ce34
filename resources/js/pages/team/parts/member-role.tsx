import { usePage } from '@inertiajs/react';
import { route } from '@/lib/route';
import { ROLE_LABELS, ROLES } from '@shared/team/roles';
import type { TeamMember } from '@shared/team/types';
import { Select } from '@/components/ui/select';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useWords } from '@/lib/i18n';

/**
 * A member's role, changed as soon as another is chosen. The select shows the role the
 * provider holds; a refusal (the last admin's demotion) is said under it, in that member's
 * own error bag, so another row's message never shows here.
 */
export function MemberRole({ member }: { member: TeamMember }) {
  const i18n = useWords();
  const bag = `member-${member.userId}`;
  const form = useSchemaForm(
    () => import('@shared/forms/team').then((forms) => forms.roleForm),
    { role: member.role as string },
    { errorBag: bag },
  );
  // The page's own errors too: a phone's card and the table's row are drawn anew when the
  // width changes, and the refusal must stay under the select either way.
  const pageErrors = usePage().props.errors as Record<string, unknown>;
  const bagged = pageErrors[bag] as Record<string, string> | undefined;
  return (
    <Select
      label={i18n._('Role of {name}', { name: member.name || member.email })}
      // The column's header names the field; the label stays for assistive technology.
      className="min-w-36 [&>div:first-child]:sr-only [&>div:nth-child(2)]:mt-0"
      name="role"
      value={member.role}
      disabled={form.processing}
      error={form.errors.role ?? bagged?.role}
      options={ROLES.map((role) => ({ value: role, label: i18n._(ROLE_LABELS[role]) }))}
      onChange={(role) => {
        if (!role || role === member.role) return;
        form.submit('put', route('team.role', { member: member.userId }), {
          data: { role },
          preserveState: true,
        });
      }}
    />
  );
}
