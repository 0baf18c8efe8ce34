import { accountSteps } from './steps-accounts';
import { billingSteps } from './steps-billing';
import { claimSteps } from './steps-claims';
import { customsSteps } from './steps-customs';
import { exceptionSteps } from './steps-exceptions';
import { languageSteps } from './steps-languages';
import { noticeSteps } from './steps-notices';
import { profileSteps } from './steps-profile';
import { rateSteps } from './steps-rates';
import { shippingSteps } from './steps-shipping';
import { teamSteps } from './steps-team';
import { twoFactorSteps } from './steps-two-factor';

/**
 * The schema, as numbered steps. A step is never edited once released: changes go into a
 * new step, so a database created by an older version upgrades in place.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

// Accounts first: shipments and the rest refer to users and clients.
export const migrations: Migration[] = [
  ...accountSteps,
  ...shippingSteps,
  ...rateSteps,
  ...billingSteps,
  ...profileSteps,
  ...customsSteps,
  ...languageSteps,
  ...exceptionSteps,
  ...noticeSteps,
  ...claimSteps,
  ...teamSteps,
  ...twoFactorSteps,
];
