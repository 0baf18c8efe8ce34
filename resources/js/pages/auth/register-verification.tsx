import { route } from '@/lib/route';
import type { PageProps } from '@shared/pages';
import { useWords } from '@/lib/i18n';
import { OtpScreen } from './parts/otp-screen';

/** spec §2.4 Registration OTP verification; a correct code leads to login. */
export default function RegisterVerification(props: PageProps['auth/register-verification']) {
  const i18n = useWords();
  return (
    <OtpScreen
      {...props}
      title={i18n._('Verify Your Email')}
      verifyUrl={route('register-verification.store')}
      resendUrl={route('register-verification.resend')}
      back={{ href: route('create-account'), label: i18n._('Back to create account') }}
    />
  );
}
