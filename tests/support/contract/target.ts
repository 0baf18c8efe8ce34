// Which backend the contract suite certifies: a provider backend given by the environment, or
// the embedded reference services started for the test file. See tests/contract/README.md:
// without CONTRACT_OUTBOX_URL, tests that need an OTP are skipped against a provider backend.
import { afterAll, beforeAll } from 'vitest';

export interface Credentials {
  email: string;
  password: string;
}

/** A client account that exists in the provider's system and that nobody has linked yet. */
export interface LinkableAccount {
  accountNumber: string;
  /** Where the provider sends the account's OTP, as the outbox knows the recipient. */
  phone: string;
}

export interface OutboxMessage {
  to: string;
  channel: string;
  code: string | null;
  text: string;
  sent_at: string;
}

export interface Target {
  embedded: boolean;
  urls: { main: string; auth: string; pickup: string };
  user: Credentials;
  /** A second signed-in user for isolation checks, when registration cannot make one. */
  otherUser?: Credentials;
  /** Reads the messages sent to one recipient, newest first; absent when OTPs are unreadable. */
  outbox?: (to: string) => Promise<OutboxMessage[]>;
  linkable: LinkableAccount[];
}

const env = process.env;

function configured(): Target | undefined {
  const main = env.CONTRACT_MAIN_URL;
  const auth = env.CONTRACT_AUTH_URL;
  const pickup = env.CONTRACT_PICKUP_URL;
  if (!main && !auth && !pickup) return undefined;
  const missing = Object.entries({
    CONTRACT_MAIN_URL: main,
    CONTRACT_AUTH_URL: auth,
    CONTRACT_PICKUP_URL: pickup,
    CONTRACT_EMAIL: env.CONTRACT_EMAIL,
    CONTRACT_PASSWORD: env.CONTRACT_PASSWORD,
  })
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length > 0) {
    throw new Error(`Contract suite against a provider backend needs ${missing.join(', ')}`);
  }
  const outboxUrl = env.CONTRACT_OUTBOX_URL;
  return {
    embedded: false,
    urls: { main: trim(main!), auth: trim(auth!), pickup: trim(pickup!) },
    user: { email: env.CONTRACT_EMAIL!, password: env.CONTRACT_PASSWORD! },
    otherUser:
      env.CONTRACT_OTHER_EMAIL && env.CONTRACT_OTHER_PASSWORD
        ? { email: env.CONTRACT_OTHER_EMAIL, password: env.CONTRACT_OTHER_PASSWORD }
        : undefined,
    outbox: outboxUrl ? (to) => readOutbox(outboxUrl, to) : undefined,
    linkable: (env.CONTRACT_LINKABLE_ACCOUNT ?? '')
      .split(';')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => {
        const [accountNumber = '', phone = ''] = entry.split(',').map((part) => part.trim());
        return { accountNumber, phone };
      }),
  };
}

const trim = (url: string) => url.replace(/\/+$/, '');

async function readOutbox(url: string, to: string): Promise<OutboxMessage[]> {
  const address = new URL(url);
  address.searchParams.set('to', to);
  const response = await fetch(address);
  if (!response.ok) throw new Error(`Outbox answered ${response.status}`);
  return (await response.json()) as OutboxMessage[];
}

interface Embedded {
  target: Target;
  close(): Promise<void>;
}

async function startEmbedded(): Promise<Embedded> {
  const [{ startReferenceServices }, { DEMO_ACCOUNTS, DEMO_USER }] = await Promise.all([
    import('../../../server/reference'),
    import('../../../server/reference/seed'),
  ]);
  const services = await startReferenceServices({
    dbFile: ':memory:',
    simulator: false,
    // OTPs are read from the outbox; the log would only repeat them.
    log: () => undefined,
  });
  return {
    target: {
      embedded: true,
      urls: services.urls,
      user: { email: DEMO_USER.email, password: DEMO_USER.password },
      outbox: (to) => readOutbox(`${services.urls.main}/dev/outbox`, to),
      linkable: DEMO_ACCOUNTS.unlinked.map((account) => ({
        accountNumber: account.account_number,
        phone: account.phone,
      })),
    },
    close: () => services.close(),
  };
}

let current: Target | undefined;

/**
 * Registers the hooks that bring the target up for the calling test file and returns a
 * getter; the embedded services get a fresh in-memory database per file.
 */
export function useTarget(): () => Target {
  let embedded: Embedded | undefined;
  beforeAll(async () => {
    current = configured();
    if (!current) {
      embedded = await startEmbedded();
      current = embedded.target;
    }
  }, 60_000);
  afterAll(async () => {
    await embedded?.close();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error('The contract target is not started (call useTarget())');
    return current;
  };
}

/** Known before any hook runs, for skipIf: whether OTPs can be read at all. */
export const otpReadable = !configured() || Boolean(env.CONTRACT_OUTBOX_URL);

/** Known before any hook runs: whether a linkable client account is known. */
export const linkableKnown = !configured() || Boolean(env.CONTRACT_LINKABLE_ACCOUNT);

/** Known before any hook runs: whether the embedded reference services are under test. */
export const embeddedTarget = !configured();
