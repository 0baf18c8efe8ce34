import { route } from 'ziggy-js';
import { OtpScreen } from './parts/otp-screen';

/** spec §2.4 Registration OTP verification; a correct code leads to login. */
export default function RegisterVerification({
  email,
  secondsLeft,
}: {
  email: string;
  secondsLeft: number;
}) {
  return (
    <OtpScreen
      title="Verify Your Email"
      email={email}
      secondsLeft={secondsLeft}
      verifyUrl={route('register-verification.store')}
      resendUrl={route('register-verification.resend')}
    />
  );
}
