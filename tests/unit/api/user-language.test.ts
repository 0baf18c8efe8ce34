import { describe, expect, it } from 'vitest';
import { userSchema } from '../../../server/api/schemas';

/*
 * The user's language is an extension (tests/contract/README.md): a provider without it
 * sends no `language`, and the portal must still read the user, as one who never chose.
 */
const contractUser = {
  id: 7,
  first_name: 'Demo',
  last_name: 'User',
  user_name: 'Demo User',
  email: 'demo@portal.test',
  phone_number: '+96170000000',
  country: null,
  province: null,
  city: null,
  customer_type: 'personal',
  pickup_address_id: null,
  shipping_address_id: null,
  date: null,
  time_from: null,
  time_to: null,
};

describe("the user's language as the portal reads it", () => {
  it('is null when the provider sends none', () => {
    expect(userSchema.parse(contractUser).language).toBeNull();
  });

  it('is null when the provider says it was never chosen', () => {
    expect(userSchema.parse({ ...contractUser, language: null }).language).toBeNull();
  });

  it.each(['en', 'fr', 'ar'] as const)('keeps %s', (language) => {
    expect(userSchema.parse({ ...contractUser, language }).language).toBe(language);
  });

  it('reads a language the portal is not offered in as not chosen, keeping the user', () => {
    const user = userSchema.parse({ ...contractUser, language: 'de' });
    expect(user.language).toBeNull();
    expect(user.email).toBe('demo@portal.test');
  });
});
