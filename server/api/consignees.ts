import { z } from 'zod';
import { InvalidForm, UpstreamValidationError } from '../failures';
import type { Upstream } from '../upstream';
import { apiId } from './schemas';

/** The consignee calls of spec §7 (auth service: linked customers, linking; main: create). */

const id = apiId;
const createdConsignee = z.object({ id });
const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

export const apiConsignee = z.object({ id, name: text, email: text, phone: text });
export type Consignee = z.output<typeof apiConsignee>;

/** spec §3: a consignee is shown as 'name (email | phone)'. */
export function consigneeText(c: Pick<Consignee, 'name' | 'email' | 'phone'>): string {
  return `${c.name} (${c.email} | ${c.phone})`;
}

export async function linkedConsignees(up: Upstream, token: string, client: number) {
  const schema = z.object({ customers: z.array(apiConsignee) });
  const answer = await up.auth.post('/linked/customers', {
    token,
    body: { client_id: client },
    schema,
  });
  return answer.data.customers;
}

/** The provider's names for the dialog's fields are the dialog's own. */
function underDialogNames(err: unknown): never {
  if (err instanceof UpstreamValidationError) throw new InvalidForm(err.fields);
  throw err;
}

/**
 * spec §2.9 new consignee: the customer is created (phone with its leading +), then linked
 * to the account, so that it is among the account's consignees from now on.
 */
export async function createConsignee(
  up: Upstream,
  token: string,
  client: number,
  form: { name: string; phone: string; email: string },
) {
  const body = { email: form.email || null, phone: form.phone, name: form.name };
  const created = await up.main
    .post('/customers/options', { token, body, schema: createdConsignee })
    .catch(underDialogNames);
  await up.auth
    .post('/link-customer', {
      token,
      body: { customer_id: Number(created.data.id) || created.data.id, client_id: client },
    })
    .catch(underDialogNames);
  return { id: created.data.id, notification: created.notification };
}
