import { route } from '@/lib/route';
import type { CustomerType } from '@shared/forms/auth';
import { Link } from '@/components/ui/link';
import { useWords } from '@/lib/i18n';
import { AuthCard, LoginPrompt } from './parts/auth-card';

const CHOICES: Array<{ type: CustomerType; title: string; text: string }> = [
  {
    type: 'personal',
    title: /*i18n*/ 'Personal',
    text: /*i18n*/ 'For individuals sending parcels.',
  },
  {
    type: 'business',
    title: /*i18n*/ 'Business',
    text: /*i18n*/ 'For companies shipping on an account.',
  },
];

/** spec §2.4 Create account: the customer type decides which registration form follows. */
export default function CreateAccount() {
  const i18n = useWords();
  return (
    <AuthCard
      title={i18n._('Create New Account')}
      description={i18n._('Choose the kind of account you need.')}
    >
      <ul className="grid gap-3 sm:grid-cols-2">
        {CHOICES.map((choice) => (
          <li key={choice.type}>
            <Link
              prefetch
              href={route('register', { type: choice.type })}
              className="block h-full rounded-lg border border-gray-300 p-4 hover:border-brand-700 hover:bg-brand-50"
            >
              <span className="block font-semibold text-gray-900">{i18n._(choice.title)}</span>
              <span className="mt-1 block text-sm text-gray-700">{i18n._(choice.text)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <LoginPrompt className="mt-6" />
    </AuthCard>
  );
}
