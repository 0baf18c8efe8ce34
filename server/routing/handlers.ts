import type { RouteName } from '../../routes/web';
import * as accountEdit from '../controllers/account-edit';
import * as accountLink from '../controllers/account-link';
import * as accounts from '../controllers/accounts';
import * as addAddress from '../controllers/address-book/add';
import * as addressBook from '../controllers/address-book';
import * as editAddress from '../controllers/address-book/edit';
import * as addressExport from '../controllers/address-book/export';
import * as addressImport from '../controllers/address-book/import';
import * as addressPopup from '../controllers/address-book/popup';
import * as billing from '../controllers/billing';
import * as createShipment from '../controllers/create-shipment';
import * as options from '../controllers/options';
import * as dashboard from '../controllers/dashboard';
import * as home from '../controllers/home';
import * as newPassword from '../controllers/new-password';
import * as passwordReset from '../controllers/password-reset';
import * as pickups from '../controllers/pickups';
import * as addressOptions from '../controllers/address-options';
import * as preferences from '../controllers/preferences';
import * as profile from '../controllers/profile';
import * as profilePassword from '../controllers/profile-password';
import * as reports from '../controllers/reports';
import * as registrationCode from '../controllers/registration-code';
import * as registration from '../controllers/registration';
import * as resetCode from '../controllers/reset-code';
import * as session from '../controllers/session';
import * as shipments from '../controllers/shipments';
import * as devKit from '../controllers/dev/dev-kit';
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
  accounts: accounts.index,
  'accounts.destroy': accounts.destroy,
  'accounts.select': accounts.select,
  'add-account': accountLink.create,
  'add-account.store': accountLink.store,
  'accounts-verify': accountLink.verify,
  'accounts-verify.store': accountLink.confirm,
  'accounts-verify.resend': accountLink.resend,
  'add-address-account': addAddress.createForAccount,
  'add-address-account.store': addAddress.storeForAccount,
  'edit-account': accountEdit.edit,
  shipments: shipments.index,
  'shipments.export': shipments.exportCsv,
  'shipments.label': shipments.label,
  'create-shipment': createShipment.create,
  'create-shipment.store': createShipment.store,
  'create-shipment.draft': createShipment.update,
  'create-shipment.discard': createShipment.discard,
  'create-shipment.consignees': createShipment.consignees,
  'create-shipment.consignee': createShipment.storeConsignee,
  'create-shipment.payload': createShipment.payload,
  'address-book': addressBook.index,
  'address-book.store': addressPopup.store,
  'address-book.export': addressExport.exportCsv,
  'import-addresses': addressImport.show,
  'import-addresses.preview': addressImport.preview,
  'import-addresses.store': addressImport.store,
  'import-addresses.destroy': addressImport.destroy,
  'add-address-book': addAddress.create,
  'add-address-book.store': addAddress.store,
  'edit-address-book': editAddress.edit,
  'edit-address-book.update': editAddress.update,
  'options.addresses': addressOptions.index,
  'options.countries': options.countries,
  'options.provinces': options.provinceList,
  'options.cities': options.cityList,
  'options.enums': options.enumLists,
  pickups: pickups.index,
  'schedule-pickup': pickups.create,
  'schedule-pickup.store': pickups.store,
  'billing-and-payments': billing.index,
  'billing-and-payments.export': billing.exportCsv,
  'billing-and-payments.invoice': billing.invoice,
  reports: reports.index,
  'reports.export': reports.exportCsv,
  'edit-profile': profile.edit,
  'edit-profile.update': profile.update,
  'change-password': profilePassword.edit,
  'change-password.update': profilePassword.update,
  'shipping-preferences': preferences.shipping,
  'shipping-preferences.update': preferences.updateShipping,
  'pickup-preferences': preferences.pickup,
  'pickup-preferences.update': preferences.updatePickup,
  'dev-kit': devKit.show,
} satisfies Record<RouteName, Handler>;
