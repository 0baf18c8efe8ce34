import type { RouteName } from '../../routes/web';
import * as home from '../controllers/dashboard/home';
import * as dashboard from '../controllers/dashboard/dashboard';
import * as login from '../controllers/auth/login';
import * as twoFactorChallenge from '../controllers/auth/two-factor-challenge';
import * as createAccount from '../controllers/auth/create-account';
import * as registerVerification from '../controllers/auth/register-verification';
import * as register from '../controllers/auth/register';
import * as resetPassword from '../controllers/auth/reset-password';
import * as verification from '../controllers/auth/verification';
import * as changePass from '../controllers/auth/change-pass';
import * as logout from '../controllers/auth/logout';
import * as accounts from '../controllers/accounts/accounts';
import * as addAccount from '../controllers/accounts/add-account';
import * as accountsVerify from '../controllers/accounts/accounts-verify';
import * as addAddressAccount from '../controllers/accounts/add-address-account';
import * as editAccount from '../controllers/accounts/edit-account';
import * as shipments from '../controllers/shipments/shipments';
import * as createShipment from '../controllers/shipments/create-shipment';
import * as importShipments from '../controllers/shipments/import-shipments';
import * as addressBook from '../controllers/address-book/address-book';
import * as addAddressBook from '../controllers/address-book/add-address-book';
import * as editAddressBook from '../controllers/address-book/edit-address-book';
import * as importAddresses from '../controllers/address-book/import-addresses';
import * as options from '../controllers/options/options';
import * as pickups from '../controllers/pickups/pickups';
import * as claims from '../controllers/claims/claims';
import * as claim from '../controllers/claims/claim';
import * as schedulePickup from '../controllers/pickups/schedule-pickup';
import * as billingAndPayments from '../controllers/billing/billing-and-payments';
import * as reports from '../controllers/reports/reports';
import * as editProfile from '../controllers/profile/edit-profile';
import * as changePassword from '../controllers/profile/change-password';
import * as shippingPreferences from '../controllers/profile/shipping-preferences';
import * as pickupPreferences from '../controllers/profile/pickup-preferences';
import * as notificationPreferences from '../controllers/profile/notification-preferences';
import * as twoFactor from '../controllers/profile/two-factor';
import * as sessions from '../controllers/profile/sessions';
import * as team from '../controllers/team/team';
import * as activity from '../controllers/team/activity';
import * as invitation from '../controllers/team/invitation';
import * as track from '../controllers/tracking/track';
import * as getQuote from '../controllers/quotes/get-quote';
import * as language from '../controllers/language/language';
import * as devKit from '../controllers/dev/dev-kit';
import type { Handler } from './handler';

/**
 * Which handler answers each named route, in the order and sections of routes/web.ts.
 * Typed against the route table: a route without a handler, or a handler for a name the
 * table lacks, fails the typecheck. The rule that ties a name to its handler (a page's GET
 * is `show` of `controllers/<area>/<page>.ts`, `<page>.<action>` is its `<action>`) is in
 * docs/architecture.md; tests/server/foundation/route-naming.test.ts holds every row to it.
 */
export const handlers = {
  // dashboard/: Dashboard and the home redirect
  home: home.show,
  dashboard: dashboard.show,

  // auth/: Sign-in, sign-up, reset, sign-out
  login: login.show,
  'login.store': login.store,
  'login.passkey-options': login.passkeyOptions,
  'login.passkey': login.passkey,
  'two-factor-challenge': twoFactorChallenge.show,
  'two-factor-challenge.store': twoFactorChallenge.store,
  'two-factor-challenge.passkey-options': twoFactorChallenge.passkeyOptions,
  'create-account': createAccount.show,
  'register-verification': registerVerification.show,
  'register-verification.store': registerVerification.store,
  'register-verification.resend': registerVerification.resend,
  register: register.show,
  'register.store': register.store,
  'reset-password': resetPassword.show,
  'reset-password.store': resetPassword.store,
  verification: verification.show,
  'verification.store': verification.store,
  'verification.resend': verification.resend,
  'change-pass': changePass.show,
  'change-pass.store': changePass.store,
  logout: logout.show,
  'logout.store': logout.store,

  // accounts/: Client accounts
  accounts: accounts.show,
  'accounts.select': accounts.select,
  'accounts.destroy': accounts.destroy,
  'add-account': addAccount.show,
  'add-account.store': addAccount.store,
  'accounts-verify': accountsVerify.show,
  'accounts-verify.store': accountsVerify.store,
  'accounts-verify.resend': accountsVerify.resend,
  'add-address-account': addAddressAccount.show,
  'add-address-account.store': addAddressAccount.store,
  'edit-account': editAccount.show,

  // shipments/: Shipments and the Create Shipment wizard
  shipments: shipments.show,
  'shipments.export': shipments.exportCsv,
  'shipments.labels': shipments.labels,
  'shipments.label': shipments.label,
  'shipments.commercial-invoice': shipments.commercialInvoice,
  'shipments.cancel': shipments.cancel,
  'shipments.ship-again': shipments.shipAgain,
  'shipments.create-return': shipments.createReturn,
  'shipments.resolve-exception': shipments.resolveException,
  'shipments.exception-document': shipments.exceptionDocument,
  'shipments.file-claim': shipments.fileClaim,
  'shipments.consignee-notices': shipments.consigneeNotices,
  'shipments.proof-of-delivery': shipments.proofOfDelivery,
  'shipments.signature': shipments.signature,
  'create-shipment': createShipment.show,
  'create-shipment.store': createShipment.store,
  'create-shipment.draft': createShipment.draft,
  'create-shipment.discard': createShipment.discard,
  'create-shipment.consignees': createShipment.consignees,
  'create-shipment.consignee': createShipment.consignee,
  'create-shipment.payload': createShipment.payload,
  'create-shipment.rates': createShipment.rates,
  'create-shipment.presets': createShipment.presets,
  'create-shipment.preset': createShipment.preset,
  'import-shipments': importShipments.show,
  'import-shipments.upload': importShipments.upload,
  'import-shipments.check': importShipments.check,
  'import-shipments.store': importShipments.store,
  'import-shipments.prices': importShipments.prices,
  'import-shipments.cancel': importShipments.cancel,
  'import-shipments.destroy': importShipments.destroy,
  'import-shipments.template': importShipments.template,
  'import-shipments.errors': importShipments.errors,
  'import-shipments.result': importShipments.result,

  // address-book/: Address book
  'address-book': addressBook.show,
  'address-book.store': addressBook.store,
  'address-book.export': addressBook.exportCsv,
  'add-address-book': addAddressBook.show,
  'add-address-book.store': addAddressBook.store,
  'edit-address-book': editAddressBook.show,
  'edit-address-book.update': editAddressBook.update,
  'import-addresses': importAddresses.show,
  'import-addresses.preview': importAddresses.preview,
  'import-addresses.store': importAddresses.store,
  'import-addresses.destroy': importAddresses.destroy,

  // options/: The selects' options (JSON)
  'options.addresses': options.addresses,
  'options.countries': options.countries,
  'options.provinces': options.provinces,
  'options.cities': options.cities,
  'options.enums': options.enums,

  // pickups/: Pickups
  pickups: pickups.show,
  'pickups.cancel': pickups.cancel,
  'schedule-pickup': schedulePickup.show,
  'schedule-pickup.store': schedulePickup.store,

  // claims/: Claims
  claims: claims.show,
  claim: claim.show,
  'claim.answer': claim.answer,
  'claim.photos': claim.photos,

  // billing/: Billing & Payments
  'billing-and-payments': billingAndPayments.show,
  'billing-and-payments.export': billingAndPayments.exportCsv,
  'billing-and-payments.invoice': billingAndPayments.invoice,

  // reports/: Reports
  reports: reports.show,
  'reports.export': reports.exportCsv,

  // profile/: Profile and preferences
  'edit-profile': editProfile.show,
  'edit-profile.update': editProfile.update,
  'change-password': changePassword.show,
  'change-password.update': changePassword.update,
  'shipping-preferences': shippingPreferences.show,
  'shipping-preferences.update': shippingPreferences.update,
  'shipping-preferences.rename-preset': shippingPreferences.renamePreset,
  'shipping-preferences.destroy-preset': shippingPreferences.destroyPreset,
  'notification-preferences': notificationPreferences.show,
  'notification-preferences.update': notificationPreferences.update,
  'two-factor': twoFactor.show,
  'two-factor.totp': twoFactor.totp,
  'two-factor.confirm-totp': twoFactor.confirmTotp,
  'two-factor.destroy-totp': twoFactor.destroyTotp,
  'two-factor.recovery-codes': twoFactor.recoveryCodes,
  'two-factor.passkey-options': twoFactor.passkeyOptions,
  'two-factor.store-passkey': twoFactor.storePasskey,
  'two-factor.rename-passkey': twoFactor.renamePasskey,
  'two-factor.destroy-passkey': twoFactor.destroyPasskey,
  sessions: sessions.show,
  'sessions.destroy-others': sessions.destroyOthers,
  'sessions.destroy': sessions.destroy,
  'pickup-preferences': pickupPreferences.show,
  'pickup-preferences.update': pickupPreferences.update,

  // team/: The account's team, its record, an invitation's page
  team: team.show,
  'team.invite': team.invite,
  'team.withdraw': team.withdraw,
  'team.role': team.role,
  'team.remove': team.remove,
  'team.security': team.security,
  activity: activity.show,
  'activity.export': activity.exportCsv,
  invitation: invitation.show,
  'invitation.accept': invitation.accept,

  // tracking/: Public tracking, open to everyone
  track: track.show,

  // quotes/: Get a quote, open to everyone
  'get-quote': getQuote.show,
  'get-quote.rates': getQuote.rates,
  'get-quote.ship': getQuote.ship,

  // language/: The language switcher's choice
  'language.update': language.update,

  // dev/: Development only
  'dev-kit': devKit.show,
} satisfies Record<RouteName, Handler>;
