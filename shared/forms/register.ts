import { confirmed } from './auth';
import { email, newPassword, password, required } from './fields';
import { phone } from './phone';

/**
 * spec §2.4 and §5 Registration, all fields required. Its own module: the phone rule
 * brings the phone library, which the other auth screens (sign-in first) do without.
 */
export const registerForm = confirmed(
  {
    first_name: required(/*i18n*/ 'First name'),
    last_name: required(/*i18n*/ 'Last name'),
    email: email(),
    phone_number: phone(),
    password: newPassword(),
    password_confirmation: password(/*i18n*/ 'Password confirmation'),
  },
  'password',
  'password_confirmation',
);
