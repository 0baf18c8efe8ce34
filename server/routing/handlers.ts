import type { RouteName } from '../../routes/web';
import * as accounts from '../controllers/accounts';
import * as dashboard from '../controllers/dashboard';
import * as home from '../controllers/home';
import * as newPassword from '../controllers/new-password';
import * as passwordReset from '../controllers/password-reset';
import { pending } from '../controllers/pending';
import * as registrationCode from '../controllers/registration-code';
import * as registration from '../controllers/registration';
import * as resetCode from '../controllers/reset-code';
import * as session from '../controllers/session';
import * as shipments from '../controllers/shipments';
import type { Handler } from './handler';

/**
 * Which handler answers each named route. Typed against the route table: a route without
 * a handler, or a handler for a name the table lacks, fails the typecheck. Handlers follow
 * one verb scheme in every controller: create/store (a form and its post), edit/update,
 * index, destroy, and named extras (resend, select, choose).
 */
export const handlers = {
  home: home.index,

  login: session.create,
  'login.store': session.store,
  logout: session.confirmDestroy,
  'logout.store': session.destroy,

  'create-account': registration.choose,
  register: registration.create,
  'register.store': registration.store,
  'register-verification': registrationCode.create,
  'register-verification.store': registrationCode.store,
  'register-verification.resend': registrationCode.resend,

  'reset-password': passwordReset.create,
  'reset-password.store': passwordReset.store,
  verification: resetCode.create,
  'verification.store': resetCode.store,
  'verification.resend': resetCode.resend,
  'change-pass': newPassword.edit,
  'change-pass.store': newPassword.update,

  dashboard: dashboard.index,
  accounts: pending('My Accounts'),
  'accounts.select': accounts.select,
  'add-account': pending('Add New Account'),
  'accounts-verify': pending('Account Verification'),
  'add-address-account': pending('Add New Address'),
  'edit-account': pending('Edit Account'),
  shipments: shipments.index,
  'shipments.export': shipments.exportCsv,
  'shipments.label': shipments.label,
  'create-shipment': pending('Create Shipment'),
  'address-book': pending('Address Book'),
  'add-address-book': pending('Add New Address'),
  'edit-address-book': pending('Edit Address'),
  pickups: pending('My PickUps'),
  'schedule-pickup': pending('Schedule Pickup'),
  'billing-and-payments': pending('Billing & Payments'),
  reports: pending('Reports'),
  'edit-profile': pending('Edit Profile'),
  'change-password': pending('Change Password'),
  'shipping-preferences': pending('Shipping Preferences'),
  'pickup-preferences': pending('Pickup Preferences'),
} satisfies Record<RouteName, Handler>;
