import type { RouteName } from '../../../../routes/web';
import type { FormSample } from '../form-sample';
import { ACCOUNT_FORMS } from './accounts';
import { ADDRESS_FORMS } from './address-book';
import { PICKUP_AND_PROFILE_FORMS } from './pickups-and-profile';
import { QUOTE_FORMS } from './quotes';
import { SHIPMENT_FORMS } from './shipments';
import { SHIPMENT_IMPORT_FORMS } from './shipment-import';
import { TEAM_FORMS } from './team';
import { TWO_FACTOR_FORMS } from './two-factor';

/**
 * A valid-looking body for every form of the route table (non-GET routes with the `auth`
 * guard, and the public forms that reach the provider), so that the fault is what the form meets. A new form fails the suite until it
 * has a sample here.
 */
export const FORMS: Partial<Record<RouteName, FormSample>> = {
  ...ACCOUNT_FORMS,
  ...ADDRESS_FORMS,
  ...SHIPMENT_FORMS,
  ...SHIPMENT_IMPORT_FORMS,
  ...PICKUP_AND_PROFILE_FORMS,
  ...QUOTE_FORMS,
  ...TEAM_FORMS,
  ...TWO_FACTOR_FORMS,
};
