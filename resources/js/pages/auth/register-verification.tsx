import { route } from 'ziggy-js';
import type { PageProps } from '@shared/pages';
import { OtpScreen } from './parts/otp-screen';

/** spec §2.4 Registration OTP verification; a correct code leads to login. */
export default function RegisterVerification(props: PageProps['auth/register-verification']) {
  return (
    <OtpScreen
      {...props}
      title="Verify Your Email"
      verifyUrl={route('register-verification.store')}
      resendUrl={route('register-verification.resend')}
      back={{ href: route('create-account'), label: 'Back to create account' }}
    />
  );
}
