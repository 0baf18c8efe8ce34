import * as accounts from '../server/controllers/accounts';
import * as auth from '../server/controllers/auth';
import * as home from '../server/controllers/home';
import * as passwordReset from '../server/controllers/password-reset';
import { pending } from '../server/controllers/pending';
import * as registration from '../server/controllers/registration';
import { registerRoutes } from '../server/routing/url';
import type { RouteDef } from './types';

/**
 * The one table of named routes (spec §2.1, ARCHITECTURE.md route table). Page routes
 * are GETs named as in the spec; form targets and JSON helpers are `<page>.<action>`.
 * Paths here are the only place paths are written: the server derives its router and
 * the browser's Ziggy config from this table.
 */
export const routes = [
  { name: 'home', method: 'get', path: '/', handler: home.redirectByAuth },

  // Anonymous area
  { name: 'login', method: 'get', path: '/login', guards: ['guest'], handler: auth.showLogin },
  { name: 'login.store', method: 'post', path: '/login', guards: ['guest'], handler: auth.login },
  {
    name: 'create-account',
    method: 'get',
    path: '/create-account',
    guards: ['guest'],
    handler: registration.showCreateAccount,
  },
  {
    name: 'register-verification',
    method: 'get',
    path: '/register/verify',
    guards: ['otp'],
    handler: registration.showVerify,
  },
  {
    name: 'register-verification.store',
    method: 'post',
    path: '/register/verify',
    guards: ['otp'],
    handler: registration.verify,
  },
  {
    name: 'register-verification.resend',
    method: 'post',
    path: '/register/verify/resend',
    guards: ['otp'],
    handler: registration.resend,
  },
  {
    name: 'register',
    method: 'get',
    path: '/register/{type}',
    guards: ['guest'],
    where: { type: 'personal|business' },
    handler: registration.showRegister,
  },
  {
    name: 'register.store',
    method: 'post',
    path: '/register/{type}',
    guards: ['guest'],
    where: { type: 'personal|business' },
    handler: registration.register,
  },
  {
    name: 'reset-password',
    method: 'get',
    path: '/reset-password',
    guards: ['guest'],
    handler: passwordReset.showResetPassword,
  },
  {
    name: 'reset-password.store',
    method: 'post',
    path: '/reset-password',
    guards: ['guest'],
    handler: passwordReset.sendResetCode,
  },
  {
    name: 'verification',
    method: 'get',
    path: '/reset-password/verify',
    guards: ['reset'],
    handler: passwordReset.showVerification,
  },
  {
    name: 'verification.store',
    method: 'post',
    path: '/reset-password/verify',
    guards: ['reset'],
    handler: passwordReset.verifyResetCode,
  },
  {
    name: 'verification.resend',
    method: 'post',
    path: '/reset-password/verify/resend',
    guards: ['reset'],
    handler: passwordReset.resendResetCode,
  },
  {
    name: 'change-pass',
    method: 'get',
    path: '/reset-password/change',
    guards: ['reset'],
    handler: passwordReset.showChangePass,
  },
  {
    name: 'change-pass.store',
    method: 'post',
    path: '/reset-password/change',
    guards: ['reset'],
    handler: passwordReset.changePass,
  },
  { name: 'logout', method: 'get', path: '/logout', handler: auth.showLogout },
  { name: 'logout.store', method: 'post', path: '/logout', handler: auth.logout },

  // Signed-in area
  {
    name: 'dashboard',
    method: 'get',
    path: '/dashboard',
    guards: ['auth'],
    handler: pending('Dashboard'),
  },
  {
    name: 'accounts',
    method: 'get',
    path: '/accounts',
    guards: ['auth'],
    handler: pending('My Accounts'),
  },
  {
    name: 'accounts.select',
    method: 'post',
    path: '/accounts/select',
    guards: ['auth'],
    handler: accounts.select,
  },
  {
    name: 'add-account',
    method: 'get',
    path: '/accounts/add',
    guards: ['auth'],
    handler: pending('Add New Account'),
  },
  {
    name: 'accounts-verify',
    method: 'get',
    path: '/accounts/verify',
    guards: ['auth', 'pendingAccount'],
    handler: pending('Account Verification'),
  },
  {
    name: 'add-address-account',
    method: 'get',
    path: '/accounts/address/add',
    guards: ['auth', 'account'],
    handler: pending('Add New Address'),
  },
  {
    name: 'edit-account',
    method: 'get',
    path: '/accounts/edit',
    guards: ['auth'],
    handler: pending('Edit Account'),
  },
  {
    name: 'shipments',
    method: 'get',
    path: '/shipments',
    guards: ['auth', 'account'],
    handler: pending('My Shipments'),
  },
  {
    name: 'create-shipment',
    method: 'get',
    path: '/shipments/create',
    guards: ['auth', 'account'],
    handler: pending('Create Shipment'),
  },
  {
    name: 'address-book',
    method: 'get',
    path: '/address-book',
    guards: ['auth', 'account'],
    handler: pending('Address Book'),
  },
  {
    name: 'add-address-book',
    method: 'get',
    path: '/address-book/add',
    guards: ['auth', 'account'],
    handler: pending('Add New Address'),
  },
  {
    name: 'edit-address-book',
    method: 'get',
    path: '/address-book/{uuid}/edit',
    guards: ['auth', 'account'],
    where: { uuid: '[A-Za-z0-9-]{1,64}' },
    handler: pending('Edit Address'),
  },
  {
    name: 'pickups',
    method: 'get',
    path: '/pickups',
    guards: ['auth', 'account'],
    handler: pending('My PickUps'),
  },
  {
    name: 'schedule-pickup',
    method: 'get',
    path: '/pickups/schedule',
    guards: ['auth', 'account'],
    handler: pending('Schedule Pickup'),
  },
  {
    name: 'billing-and-payments',
    method: 'get',
    path: '/billing-and-payments',
    guards: ['auth', 'account'],
    handler: pending('Billing & Payments'),
  },
  {
    name: 'reports',
    method: 'get',
    path: '/reports',
    guards: ['auth'],
    handler: pending('Reports'),
  },
  {
    name: 'edit-profile',
    method: 'get',
    path: '/profile',
    guards: ['auth'],
    handler: pending('Edit Profile'),
  },
  {
    name: 'change-password',
    method: 'get',
    path: '/profile/password',
    guards: ['auth'],
    handler: pending('Change Password'),
  },
  {
    name: 'shipping-preferences',
    method: 'get',
    path: '/profile/shipping-preferences',
    guards: ['auth', 'account'],
    handler: pending('Shipping Preferences'),
  },
  {
    name: 'pickup-preferences',
    method: 'get',
    path: '/profile/pickup-preferences',
    guards: ['auth', 'account'],
    handler: pending('Pickup Preferences'),
  },
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof routes)[number]['name'];

registerRoutes(routes);
