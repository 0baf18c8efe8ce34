/**
 * The demo data everyone can rely on (README, e2e tests): the demo user and the client
 * accounts of the seed. Linked accounts belong to the demo user from the start; the
 * unlinked ones exist with the provider and can be linked with the code sent to their phone.
 */
export const DEMO_USER = {
  email: 'demo@portal.test',
  password: 'Demo!2345',
  first_name: 'Demo',
  last_name: 'User',
  phone_number: '+12025550123',
  customer_type: 'business',
} as const;

export interface DemoAccount {
  account_number: string;
  name: string;
  phone: string;
  /** ISO 3166-1 alpha-2 code of the account's home country. */
  country: string;
  details: string;
}

export const DEMO_ACCOUNTS: { linked: DemoAccount[]; unlinked: DemoAccount[] } = {
  linked: [
    {
      account_number: '100200301',
      name: 'Cedar Line Trading',
      phone: '+96171200301',
      country: 'LB',
      details: 'Business account · Beirut, Lebanon',
    },
    {
      account_number: '100200302',
      name: 'Harbor & Pine Goods',
      phone: '+12125550302',
      country: 'US',
      details: 'Business account · New York, United States',
    },
    {
      account_number: '100200303',
      name: 'Desert Bloom Florists',
      phone: '+971501200303',
      country: 'AE',
      details: 'Business account · Dubai, United Arab Emirates',
    },
  ],
  unlinked: [
    {
      account_number: '200400501',
      name: 'Olive Grove Exports',
      phone: '+96170400501',
      country: 'LB',
      details: 'Business account · Tripoli, Lebanon',
    },
    {
      account_number: '200400502',
      name: 'Northwind Books',
      phone: '+442071400502',
      country: 'GB',
      details: 'Business account · London, United Kingdom',
    },
    {
      account_number: '200400503',
      name: 'Atelier Lumière',
      phone: '+33142400503',
      country: 'FR',
      details: 'Business account · Paris, France',
    },
    {
      account_number: '200400504',
      name: 'Blue Ridge Outfitters',
      phone: '+13105400504',
      country: 'US',
      details: 'Personal account · Los Angeles, United States',
    },
  ],
};

/**
 * A second demo user whose sign-in asks for an authenticator app's code (docs/two-factor.md),
 * with no client account linked. The secret is fixed so anyone can add it to an app (or
 * compute a code): RFC 6238's own test secret, "12345678901234567890", in base32.
 */
export const DEMO_TWO_FACTOR_USER = {
  email: 'two-factor@portal.test',
  password: 'Demo!2345',
  first_name: 'Dana',
  last_name: 'Second',
  phone_number: '+12025550124',
  customer_type: 'personal',
  totp_secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
} as const;

/**
 * The first linked account's team (docs/team.md): the demo user is an admin, with a second
 * admin (so the demo user may still remove the account from their profile), a shipper, a
 * finance and a viewer member, who sign in with the demo user's password. One invitation
 * waits, never accepted.
 */
export const DEMO_TEAM = {
  members: [
    {
      email: 'admin@portal.test',
      first_name: 'Rima',
      last_name: 'Nassar',
      phone_number: '+96171000200',
      role: 'admin',
    },
    {
      email: 'shipper@portal.test',
      first_name: 'Sami',
      last_name: 'Haddad',
      phone_number: '+96171000201',
      role: 'shipper',
    },
    {
      email: 'finance@portal.test',
      first_name: 'Nadia',
      last_name: 'Khoury',
      phone_number: '+96171000202',
      role: 'finance',
    },
    {
      email: 'viewer@portal.test',
      first_name: 'Omar',
      last_name: 'Saleh',
      phone_number: '+96171000203',
      role: 'viewer',
    },
  ],
  invitation: { email: 'new.colleague@portal.test', role: 'shipper' },
} as const;
