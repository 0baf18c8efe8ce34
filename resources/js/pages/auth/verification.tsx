import { route } from 'ziggy-js';
import { OtpScreen } from './parts/otp-screen';

/** spec §2.4 Reset OTP verification; a correct code leads to the new-password screen. */
export default function Verification({
  email,
  secondsLeft,
}: {
  email: string;
  secondsLeft: number;
}) {
  return (
    <OtpScreen
      title="Verification"
      email={email}
      secondsLeft={secondsLeft}
      verifyUrl={route('verification.store')}
      resendUrl={route('verification.resend')}
    />
  );
}
