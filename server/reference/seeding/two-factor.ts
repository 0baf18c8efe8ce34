import type { Db } from '../db/connection';
import { hashPassword } from '../domain/passwords';
import { DEMO_TWO_FACTOR_USER } from '../demo-accounts';
import {
  enableTotp,
  refreshTwoFactor,
  replaceRecoveryCodes,
  setPendingTotp,
} from '../store/two-factor';
import { findUserByEmail, markVerified, upsertPendingUser } from '../store/users';

/** The demo user's recovery codes, fixed too (docs/two-factor.md): each works once. */
export const DEMO_RECOVERY_CODES = Array.from(
  { length: 10 },
  (_, index) => `demo${index}-${String(index).repeat(5)}`,
);

/**
 * The demo user with an authenticator app on (docs/two-factor.md), so the portal's second
 * sign-in step can be shown; added to a database seeded before it too. The main demo user
 * keeps a sign-in with a password alone.
 */
export function seedTwoFactorDemo(db: Db, passwordHash: string, now: Date): void {
  if (findUserByEmail(db, DEMO_TWO_FACTOR_USER.email)) return;
  const userId = upsertPendingUser(
    db,
    {
      first_name: DEMO_TWO_FACTOR_USER.first_name,
      last_name: DEMO_TWO_FACTOR_USER.last_name,
      email: DEMO_TWO_FACTOR_USER.email,
      phone_number: DEMO_TWO_FACTOR_USER.phone_number,
      password_hash: passwordHash,
      customer_type: DEMO_TWO_FACTOR_USER.customer_type,
      country: 'LB',
      province: null,
      city: null,
    },
    now,
  );
  markVerified(db, userId, now);
  setPendingTotp(db, userId, DEMO_TWO_FACTOR_USER.totp_secret, now);
  // No code taken yet: step 0 is before any code of today.
  enableTotp(db, userId, 0, now);
  replaceRecoveryCodes(db, userId, DEMO_RECOVERY_CODES, now);
  refreshTwoFactor(db, userId);
}

/** For a database seeded before two-factor sign-in: adds the demo user when missing. */
export async function ensureTwoFactorDemo(db: Db, now: Date): Promise<void> {
  if (findUserByEmail(db, DEMO_TWO_FACTOR_USER.email)) return;
  const hash = await hashPassword(DEMO_TWO_FACTOR_USER.password);
  db.transaction(() => seedTwoFactorDemo(db, hash, now))();
}
