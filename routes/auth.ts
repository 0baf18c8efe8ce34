import { code, guest, reset } from './guards';
import { area } from './types';

/** Signing in and out, creating an account with its code, resetting a password. */
export const auth = area('auth', [
  { name: 'login', method: 'get', path: '/login', guards: guest },
  { name: 'login.store', method: 'post', path: '/login', guards: guest },
  // A passkey alone, and a password's second step (docs/two-factor.md, 'In the portal').
  {
    name: 'login.passkey-options',
    method: 'post',
    path: '/login/passkey/options',
    guards: guest,
  },
  { name: 'login.passkey', method: 'post', path: '/login/passkey', guards: guest },
  { name: 'two-factor-challenge', method: 'get', path: '/login/two-factor', guards: guest },
  {
    name: 'two-factor-challenge.store',
    method: 'post',
    path: '/login/two-factor',
    guards: guest,
  },
  {
    name: 'two-factor-challenge.passkey-options',
    method: 'post',
    path: '/login/two-factor/passkey-options',
    guards: guest,
  },
  { name: 'create-account', method: 'get', path: '/create-account', guards: guest },
  { name: 'register-verification', method: 'get', path: '/register/verify', guards: code },
  { name: 'register-verification.store', method: 'post', path: '/register/verify', guards: code },
  {
    name: 'register-verification.resend',
    method: 'post',
    path: '/register/verify/resend',
    guards: code,
  },
  {
    name: 'register',
    method: 'get',
    path: '/register/{type}',
    guards: guest,
    where: { type: 'personal|business' },
  },
  {
    name: 'register.store',
    method: 'post',
    path: '/register/{type}',
    guards: guest,
    where: { type: 'personal|business' },
  },
  { name: 'reset-password', method: 'get', path: '/reset-password', guards: guest },
  { name: 'reset-password.store', method: 'post', path: '/reset-password', guards: guest },
  { name: 'verification', method: 'get', path: '/reset-password/verify', guards: reset },
  { name: 'verification.store', method: 'post', path: '/reset-password/verify', guards: reset },
  {
    name: 'verification.resend',
    method: 'post',
    path: '/reset-password/verify/resend',
    guards: reset,
  },
  { name: 'change-pass', method: 'get', path: '/reset-password/change', guards: reset },
  { name: 'change-pass.store', method: 'post', path: '/reset-password/change', guards: reset },
  { name: 'logout', method: 'get', path: '/logout' },
  { name: 'logout.store', method: 'post', path: '/logout' },
]);
