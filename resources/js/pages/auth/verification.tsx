import { route } from 'ziggy-js';
import type { PageProps } from '@shared/pages';
import { OtpScreen } from './parts/otp-screen';

/** spec §2.4 Reset OTP verification; a correct code leads to the new-password screen. */
export default function Verification(props: PageProps['auth/verification']) {
  return (
    <OtpScreen
      {...props}
      title="Verification"
      verifyUrl={route('verification.store')}
      resendUrl={route('verification.resend')}
      back={{ href: route('login'), label: 'Back to login' }}
    />
  );
}
