import type { Money } from '../billing/types';
import { toNumber } from '../shipment-wizard/body';
import { shipmentMode } from '../shipment-wizard/mode';
import { hasCod, type PackageValues, type WizardValues } from '../shipment-wizard/values';
import { sideProblem, weightProblem } from './limits';
import type { RatePackage, RatePlace, RateRequest } from './types';

/**
 * What the shipment wizard asks the portal to price: its two ends by address id (the
 * server looks up their places) and the rest as the rating call takes it. The shipment
 * leaves now, so it names no ship date (`RateRequest.shipDate`).
 */
export type WizardRateInput = Omit<
  RateRequest,
  'clientId' | 'origin' | 'destination' | 'shipDate'
> & {
  senderAddressId: string;
  receiverAddressId: string;
};

/**
 * What the wizard can ask for now:
 * - `none`: an end is not chosen yet, nothing to price;
 * - `blocked`: a weight or side the provider cannot rate, with the message for its field;
 * - `ask`: `priced` when every package is known; otherwise the delivery dates alone, which
 *   do not depend on the packages (a nominal piece stands in for them).
 */
export type WizardRateAsk =
  | { kind: 'none' }
  | { kind: 'blocked'; problems: Record<string, string> }
  | { kind: 'ask'; input: WizardRateInput; priced: boolean };

/** Stands in for packages not yet known, when only the delivery dates are asked for. */
export const NOMINAL_PACKAGE: RatePackage = {
  count: 1,
  weight: { value: 0.5, unit: 'kg' },
  dimensions: null,
};

const SIDES = [
  ['length', 'Length'],
  ['width', 'Width'],
  ['height', 'Height'],
] as const;

/** One package as the rating call takes it; null while a field it needs is blank. */
function ratePackage(
  pkg: PackageValues,
  index: number,
  measured: boolean,
  problems: Record<string, string>,
): RatePackage | null {
  const weight = toNumber(pkg.weight);
  let known = weight !== null && pkg.weightUnit !== '';
  if (weight !== null) {
    const problem = weightProblem(weight, pkg.weightUnit);
    if (problem) problems[`packages.${index}.weight`] = problem;
  }
  const sides = { length: 0, width: 0, height: 0 };
  if (measured) {
    known &&= pkg.dimensionsUnit !== '';
    for (const [field, label] of SIDES) {
      const value = toNumber(pkg[field]);
      if (value === null) known = false;
      else {
        sides[field] = value;
        const problem = sideProblem(label, value, pkg.dimensionsUnit);
        if (problem) problems[`packages.${index}.${field}`] = problem;
      }
    }
  }
  if (!known || weight === null) return null;
  return {
    count: 1,
    weight: { value: weight, unit: pkg.weightUnit },
    // Domestic packages are not measured (spec §4), so none are sent.
    dimensions: measured ? { unit: pkg.dimensionsUnit, ...sides } : null,
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The amounts summed when they share one currency; none, or several currencies: null. */
export function sumMoney(entries: ReadonlyArray<{ value: string; unit: string }>): Money | null {
  const given = entries
    .map((e) => ({ value: toNumber(e.value), currency: e.unit.trim() }))
    .filter((e): e is Money => e.value !== null && e.currency !== '');
  const currency = given[0]?.currency;
  if (!currency || given.some((e) => e.currency !== currency)) return null;
  return { value: round2(given.reduce((sum, e) => sum + e.value, 0)), currency };
}

/** The insurance flag is priced as the provider's INSURANCE service (on the declared value). */
export const INSURANCE_SERVICE = 'INSURANCE';

const withInsurance = ({ services, insurance }: WizardValues) =>
  insurance && !services.includes(INSURANCE_SERVICE)
    ? [...services, INSURANCE_SERVICE]
    : [...services];

/** The wizard's values as a rating request of the portal's. */
export function wizardRateAsk(values: WizardValues): WizardRateAsk {
  if (!values.senderAddressId || !values.receiverAddressId) return { kind: 'none' };
  const international = shipmentMode(values) === 'international';
  const problems: Record<string, string> = {};
  const packages = values.packages.map((pkg, i) => ratePackage(pkg, i, international, problems));
  if (Object.keys(problems).length) return { kind: 'blocked', problems };
  const known = packages.length > 0 && packages.every((p) => p !== null);
  const cod = hasCod(values);
  return {
    kind: 'ask',
    priced: known,
    input: {
      senderAddressId: values.senderAddressId,
      receiverAddressId: values.receiverAddressId,
      packages: known ? (packages as RatePackage[]) : [NOMINAL_PACKAGE],
      declaredValue: sumMoney(
        values.packages.map((p) => ({ value: p.declaredAmount, unit: p.declaredAmountUnit })),
      ),
      addedServices: withInsurance(values),
      codAmount: cod
        ? sumMoney(values.packages.map((p) => ({ value: p.codAmount, unit: p.codAmountUnit })))
        : null,
      customsPaymentType:
        international && values.customPaymentType ? values.customPaymentType : null,
    },
  };
}

/** The input with its two ends' places, for the selected account (server side). */
export function toRateRequest(
  input: WizardRateInput,
  places: { origin: RatePlace; destination: RatePlace },
  clientId: string,
): RateRequest {
  return {
    clientId,
    ...places,
    shipDate: null,
    packages: input.packages,
    declaredValue: input.declaredValue,
    addedServices: input.addedServices,
    codAmount: input.codAmount,
    customsPaymentType: input.customsPaymentType,
  };
}
