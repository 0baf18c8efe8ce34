import { route } from '@/lib/route';
import type { PageProps } from '@shared/pages';
import { useWords } from '@/lib/i18n';
import { OtpScreen } from './parts/otp-screen';

/** spec §2.4 Reset OTP verification; a correct code leads to the new-password screen. */
export default function Verification(props: PageProps['auth/verification']) {
  const i18n = useWords();
  return (
    <OtpScreen
      {...props}
      title={i18n._('Verification')}
      verifyUrl={route('verification.store')}
      resendUrl={route('verification.resend')}
      back={{ href: route('login'), label: i18n._('Back to login') }}
    />
  );
}
