import { issueErrors } from '../../../../shared/forms/errors';
import { shipmentWizardForm } from '../../../../shared/forms/shipment';
import type { RateRequest } from '../../../../shared/rates/types';
import type { RowPrice, RowProblem, RowSummary } from '../../../../shared/shipment-import/types';
import { emptyValues } from '../../../../shared/shipment-wizard/values';
import { withCustomsDefaults, withTaxNumber } from '../../../../shared/shipment-wizard/customs';
import { withLanguage, type Upstream } from '../../../upstream';
import type { WizardValues } from '../../../../shared/shipment-wizard/values';
import type { AccountBook } from './import-book';
import { columnOfPath, RowChecker, type RowPlan } from './import-row-checker';
import { checkPackage, checkProduct, checkServices } from './import-row-package';
import { checkConsignee, checkDelivery, checkShipper } from './import-row-parties';

export { columnOfPath, DELIVERY_FIELDS, TO_CREATE, type RowPlan } from './import-row-checker';

/**
 * One row of a shipments file checked as the wizard checks a draft: the same schema and
 * the same words (shared/forms/shipment.ts), each problem under the file's column. Names
 * in the file (addresses by label, products, units, countries) become the ids the wizard
 * would have picked (import-row-parties.ts, import-row-package.ts); what does not exist yet
 * (a consignee, a delivery address) is planned, to be created when the row is sent.
 */

export interface CheckedRow {
  summary: RowSummary;
  errors: RowProblem[];
  plan?: RowPlan;
  /** How a ready row is rated (import-prices.ts), and what it was quoted. */
  rating?: RateRequest;
  price?: RowPrice;
}

/**
 * A row's customs details, which a file has no columns for, are the wizard's defaults: the
 * reason from the package's commodity type, the signer from the profile of the user who
 * imports, and the tax numbers from the two addresses where the address book gives them.
 */
function withRowCustoms(values: WizardValues, book: AccountBook, signer: string): WizardValues {
  const own = [...book.own.values()].find((o) => o.value === values.senderAddressId);
  const theirs = [...book.delivery.values()].find((o) => o.value === values.receiverAddressId);
  const taxed = withTaxNumber(
    withTaxNumber(values, 'sender', own?.taxNumber),
    'receiver',
    theirs?.taxNumber,
  );
  return withCustomsDefaults(taxed, signer);
}

/**
 * One data row (column key → cell) checked; `row` is its spreadsheet row number, `signer`
 * the name the commercial invoice is signed with (the importing user's).
 */
export async function checkRow(
  up: Upstream,
  book: AccountBook,
  record: Record<string, string>,
  row: number,
  signer = '',
): Promise<CheckedRow> {
  const c = new RowChecker(record, book);
  const values = emptyValues();
  const plan: Partial<RowPlan> = {};
  values.reference1 = c.cell('reference1');
  values.billingReference = c.cell('billingReference');
  checkShipper(c, values);
  checkConsignee(c, values, plan);
  // A new delivery address's places and type are looked up as the book's words are: in
  // English, the template's language, whatever the reader's (import-book.ts).
  const inEnglish = withLanguage(up, () => 'en');
  const destination = await checkDelivery(inEnglish, c, values, plan);
  checkProduct(c, values);
  checkServices(c, values);
  checkPackage(c, values);
  // A file names no tax numbers: the row books without them where its addresses give none.
  const parsed = shipmentWizardForm.safeParse(withRowCustoms(values, book, signer), {
    taxNumbers: false,
  });
  if (!parsed.success) {
    for (const [path, message] of Object.entries(issueErrors(parsed.error.issues))) {
      c.problem(columnOfPath(path), message);
    }
  }
  const summary: RowSummary = {
    row,
    consignee: c.cell('consigneeName'),
    destination,
    reference: values.reference1,
  };
  if (!parsed.success || c.errors.length) return { summary, errors: c.errors };
  return { summary, errors: [], plan: { ...plan, values: parsed.data } };
}
